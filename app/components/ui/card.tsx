import type * as React from 'react'

// The cards' shapes are the [data-slot='card…'] rules in app.css, so a page of cards does not repeat them.

function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={className} {...props} />
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={className} {...props} />
}

/** A heading, so card titles appear in the page outline; pass `as` to fit the surrounding levels. */
function CardTitle({
  className,
  as: Heading = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading data-slot="card-title" className={className} {...props} />
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={className} {...props} />
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={className} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={className} {...props} />
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }
