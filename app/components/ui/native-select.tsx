import type * as React from 'react'

/** The browser's own select, styled as the other fields: it works before any script has run. */
function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="native-select" className={className} {...props} />
}

export { NativeSelect }
