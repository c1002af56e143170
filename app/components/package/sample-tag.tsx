/**
 * Marks one of SPEC's sample values on a draft's preview (decision 50), beside an element drawn with
 * `data-sample`, which app.css outlines with a dashed line. Screen readers hear why it is there.
 */
export function SampleTag() {
  return (
    <span className="sample-tag">
      Sample<span className="sr-only">: not entered, so visitors will not see this</span>
    </span>
  )
}
