import type * as React from 'react'
import type { FocalPoint } from '#app/lib/focal-crop'

/** How far an arrow key moves the point: a twentieth of the picture. */
const STEP = 0.05

const share = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 100) / 100
const percent = (value: number) => `${Math.round(value * 100)}%`

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
}

type FocalPointPickerProps = { src: string; value: FocalPoint; onChange: (point: FocalPoint) => void }

/**
 * The whole picture; a click on it puts the focal point there, and the arrow keys move it (decision 55).
 * The shaped variants are cut around this point, so what matters stays in view in every shape.
 */
export function FocalPointPicker({ src, value, onChange }: FocalPointPickerProps) {
  function pick(event: React.MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    // A click made with the keyboard (Enter, Space) has no position: it leaves the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return
    onChange({
      x: share((event.clientX - box.left) / box.width),
      y: share((event.clientY - box.top) / box.height),
    })
  }

  function nudge(event: React.KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key]
    if (!arrow) return
    event.preventDefault()
    onChange({ x: share(value.x + arrow[0]), y: share(value.y + arrow[1]) })
  }

  return (
    <div className="flex flex-col gap-2">
      <span className="font-medium text-sm">Focal point</span>
      <button
        type="button"
        onClick={pick}
        onKeyDown={nudge}
        aria-label={`Focal point ${percent(value.x)} across, ${percent(value.y)} down. Click the picture, or use the arrow keys, to move it.`}
        className="relative self-start overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <img src={src} alt="" className="block h-auto max-h-64 w-auto max-w-full" draggable={false} />
        <span
          aria-hidden
          className="-translate-x-1/2 -translate-y-1/2 pointer-events-none absolute size-6 rounded-full border-2 border-white bg-primary/60 shadow-[0_0_0_2px_rgb(0_0_0/0.5)]"
          style={{ left: percent(value.x), top: percent(value.y) }}
        />
      </button>
      <p className="text-muted-foreground text-xs">
        Click what must stay in view; each size of the picture is cut around it.
      </p>
    </div>
  )
}
