import type * as React from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card'

export type Fact = { term: string; value: React.ReactNode }

/** A titled list of facts, term on the left and value on the right. */
export function FactCard({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-x-4 gap-y-2 text-sm">
          {facts.map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="text-muted-foreground">{fact.term}</dt>
              <dd className="break-words font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
