import { Icon } from '#app/components/icon'
import { telHref } from '#app/lib/contact'

/** The agency's number as a call link, read out as "Call us on …"; the header and the phone menu style it. */
export function CallUsLink({
  phone,
  className,
  iconSize,
}: {
  phone: string
  className: string
  iconSize: number
}) {
  return (
    <a href={telHref(phone)} className={className}>
      <Icon name="phone" size={iconSize} />
      <span>
        <span className="sr-only">Call us on </span>
        {phone}
      </span>
    </a>
  )
}
