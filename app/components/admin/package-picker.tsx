import { CheckIcon, ChevronDownIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import type * as React from 'react'
import { useEffect, useId, useState } from 'react'
import { usePackageDetail } from '#app/components/admin/admin-queries'
import type { FieldControlProps } from '#app/components/forms/form-field'
import { Spinner } from '#app/components/ui/spinner'
import { cn } from '#app/lib/utils'
import { nextActiveOption } from './listbox-keys'
import { usePackageSearch, useSettledValue } from './package-search'

type PackagePickerProps = Partial<FieldControlProps> & {
  /** The chosen package's id, or null for none. */
  value: number | null
  onChange: (packageId: number | null) => void
  /** Emptying the field and leaving it clears the choice; otherwise the chosen title comes back. */
  clearable?: boolean
}

type Chosen = { id: number; title: string }

/**
 * Choose a package by typing part of its title: the WAI-ARIA combobox pattern with a list that the server
 * searches (`?q=`, 20 at a time), so it stays quick with a catalogue of any size. The field shows the
 * chosen package's title, read from the package itself when the choice came from elsewhere (the address,
 * an edit). Down and Up move through the list, Enter chooses, Escape closes it and puts the title back.
 */
export function PackagePicker({ value, onChange, clearable = false, id, ...aria }: PackagePickerProps) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  // What staff typed since the last choice; null while the field shows the chosen title.
  const [typed, setTyped] = useState<string | null>(null)
  const [active, setActive] = useState(-1)
  const [chosen, setChosen] = useState<Chosen | null>(null)

  const term = useSettledValue((typed ?? '').trim())
  const search = usePackageSearch(term, open)
  const packages = search.data ?? []
  const searching = search.isFetching || term !== (typed ?? '').trim()
  // The title of a package chosen here is known; one chosen elsewhere is read from the package.
  const known = value !== null && chosen?.id === value
  const detail = usePackageDetail(value !== null && !known ? value : null)
  const title = value === null ? '' : known ? (chosen?.title ?? '') : (detail.data?.title ?? '')

  // A new answer can be shorter than the last: the active option must still be one of it.
  useEffect(() => {
    setActive((current) => (current < packages.length ? current : -1))
  }, [packages.length])

  const optionId = (index: number) => `${listId}-option-${index}`
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })

  function close() {
    setOpen(false)
    setActive(-1)
    setTyped(null)
  }

  function choose(pkg: Chosen) {
    setChosen({ id: pkg.id, title: pkg.title })
    onChange(pkg.id)
    close()
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const next = nextActiveOption(event.key, active, packages.length)
    if (next !== null) {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        return
      }
      setActive(next)
      return
    }
    if (event.key === 'Enter' && open) {
      // Enter belongs to the list while it is open: it chooses, and never submits the form around it.
      event.preventDefault()
      const pkg = packages[active]
      if (pkg) choose(pkg)
      else if (clearable && typed?.trim() === '') leaveEmpty()
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  function leaveEmpty() {
    setChosen(null)
    onChange(null)
    close()
  }

  const shown = typed ?? title
  const loadingTitle = value !== null && !known && detail.isPending
  const activeId = open && active >= 0 ? optionId(active) : undefined

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Popover.Anchor asChild>
        <div className="relative w-full">
          <input
            {...aria}
            id={id}
            data-slot="input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={activeId}
            placeholder={loadingTitle ? 'Loading package...' : 'Type to search packages'}
            className="pr-9"
            value={shown}
            onChange={(event) => {
              setTyped(event.target.value)
              setActive(-1)
              setOpen(true)
            }}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              if (clearable && typed?.trim() === '') leaveEmpty()
              else close()
            }}
          />
          <ChevronDownIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
          />
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          // A list, not a dialog: focus stays in the field, which owns every key.
          role="presentation"
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A press in the list (an option, its scroll bar) must not take focus from the field and close it.
          onMouseDown={(event) => event.preventDefault()}
          // A press on the field itself is not a press outside: the field keeps the list open.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.id === id) event.preventDefault()
          }}
          className="z-50 w-(--radix-popper-anchor-width) min-w-60 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          <div
            id={listId}
            role="listbox"
            aria-label="Packages"
            aria-busy={searching}
            className="max-h-72 overflow-y-auto"
          >
            {packages.map((pkg, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant), as the combobox pattern has it
              <div
                key={pkg.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={pkg.id === value}
                onClick={() => choose(pkg)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-2 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <CheckIcon
                  aria-hidden
                  className={cn('mt-0.5 size-4 shrink-0', pkg.id !== value && 'invisible')}
                />
                <span className="min-w-0 break-words">
                  {pkg.title}
                  {pkg.status === 'draft' ? <span className="text-muted-foreground"> (draft)</span> : null}
                </span>
              </div>
            ))}
          </div>
          {searching && packages.length === 0 ? (
            <Spinner label="Searching packages..." showLabel size={16} className="flex gap-2 px-2 py-2" />
          ) : packages.length === 0 ? (
            <p role="status" className="px-2 py-2 text-muted-foreground text-sm">
              {search.isError ? 'The packages could not be searched. Try again.' : 'No packages match'}
            </p>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
