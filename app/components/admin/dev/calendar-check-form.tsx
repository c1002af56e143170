import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { Input } from '#app/components/ui/input'
import { Label } from '#app/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select'

type CalendarCheckFormProps = {
  packages: { id: number; title: string }[]
  chosenId: number | null
  today: string
  requested: { airport: string | null; month: string | null }
}

/** The inputs of the rules, as the package page gets them: a package, today, and ?airport= and ?month=. */
export function CalendarCheckForm({ packages, chosenId, today, requested }: CalendarCheckFormProps) {
  return (
    <Form
      method="get"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="flex flex-col gap-2 lg:col-span-2">
        <Label htmlFor="check-package">Package</Label>
        <Select name="package" defaultValue={chosenId ? String(chosenId) : undefined}>
          <SelectTrigger id="check-package">
            <SelectValue placeholder="Select a package" />
          </SelectTrigger>
          <SelectContent>
            {packages.map((pkg) => (
              <SelectItem key={pkg.id} value={String(pkg.id)}>
                {pkg.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="check-today">Today</Label>
        <Input id="check-today" name="today" type="date" defaultValue={today} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="check-airport">Requested airport</Label>
        <Input
          id="check-airport"
          name="airport"
          placeholder="e.g. LGW"
          defaultValue={requested.airport ?? ''}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="check-month">Requested month</Label>
        <Input
          id="check-month"
          name="month"
          placeholder="e.g. jun2026"
          defaultValue={requested.month ?? ''}
        />
      </div>
      <div className="sm:col-span-2 lg:col-span-5">
        <Button type="submit">Run the rules</Button>
      </div>
    </Form>
  )
}
