/**
 * What a toolbar button does to the text: which characters it replaces (from..to), with what, and what is
 * selected afterwards, so typing carries on where it makes sense (inside new ** **, on a link's address).
 */
export type MarkdownEdit = {
  from: number
  to: number
  insert: string
  selectStart: number
  selectEnd: number
}

export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'list' | 'link'

const HEADING = /^#{1,6}\s+/
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/

/** The edit that a toolbar button (or its shortcut) makes to `text` with `start..end` selected. */
export function markdownEdit(action: MarkdownAction, text: string, start: number, end: number): MarkdownEdit {
  switch (action) {
    case 'bold':
      return toggleWrap(text, start, end, '**', 'bold text')
    case 'italic':
      return toggleWrap(text, start, end, '*', 'italic text')
    case 'heading':
      return toggleLinePrefix(text, start, end, '# ', HEADING)
    case 'list':
      return toggleLinePrefix(text, start, end, '- ', LIST_ITEM)
    case 'link':
      return wrapInLink(text, start, end)
  }
}

/** The selection without the spaces around it: `** word **` would not be bold, so markers go inside them. */
function trimmed(text: string, start: number, end: number): [number, number] {
  let from = start
  let to = end
  while (from < to && /\s/.test(text.charAt(from))) from++
  while (to > from && /\s/.test(text.charAt(to - 1))) to--
  return [from, to]
}

function toggleWrap(
  text: string,
  start: number,
  end: number,
  marker: string,
  placeholder: string,
): MarkdownEdit {
  const [from, to] = trimmed(text, start, end)
  const size = marker.length
  const inner = text.slice(from, to)
  // The selection is already wrapped, markers outside it or inside it: take them off.
  if (isMarker(text, from - size, marker) && isMarker(text, to, marker)) {
    return { from: from - size, to: to + size, insert: inner, selectStart: from - size, selectEnd: to - size }
  }
  if (inner.length > 2 * size && isMarker(inner, 0, marker) && isMarker(inner, inner.length - size, marker)) {
    const words = inner.slice(size, -size)
    return { from, to, insert: words, selectStart: from, selectEnd: from + words.length }
  }
  const words = inner || placeholder
  return {
    from,
    to,
    insert: `${marker}${words}${marker}`,
    selectStart: from + size,
    selectEnd: from + size + words.length,
  }
}

/** `marker` stands at `index` on its own: an italic `*` is not one of the two stars of bold. */
function isMarker(text: string, index: number, marker: string): boolean {
  if (index < 0 || text.slice(index, index + marker.length) !== marker) return false
  if (marker !== '*') return true
  return text[index - 1] !== '*' && text[index + 1] !== '*'
}

/** Every line the selection touches becomes a heading (or list item); if all already are, they stop being one. */
function toggleLinePrefix(
  text: string,
  start: number,
  end: number,
  prefix: string,
  existing: RegExp,
): MarkdownEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1
  // A selection ending just after a line break does not take in the next line.
  const lastIndex = end > start && text[end - 1] === '\n' ? end - 1 : end
  const nextBreak = text.indexOf('\n', lastIndex)
  const to = nextBreak === -1 ? text.length : nextBreak
  const lines = text.slice(from, to).split('\n')
  const written = lines.filter((line) => line.trim())
  const removing = written.length > 0 && written.every((line) => existing.test(line))
  const changed =
    written.length === 0
      ? [prefix]
      : lines.map((line) => {
          if (!line.trim()) return line
          const bare = line.replace(existing, '')
          return removing ? bare : `${prefix}${bare}`
        })
  const insert = changed.join('\n')
  // A caret stays at the end of its line, ready to type; a selection keeps the lines it took in.
  return {
    from,
    to,
    insert,
    selectStart: start === end ? from + insert.length : from,
    selectEnd: from + insert.length,
  }
}

function wrapInLink(text: string, start: number, end: number): MarkdownEdit {
  const [from, to] = trimmed(text, start, end)
  const words = text.slice(from, to)
  const address = 'https://'
  if (!words) {
    // Nothing selected: the link's words are selected, to be typed over first.
    const placeholder = 'link text'
    return {
      from,
      to,
      insert: `[${placeholder}](${address})`,
      selectStart: from + 1,
      selectEnd: from + 1 + placeholder.length,
    }
  }
  // Words selected: the address is selected, to be typed over.
  const addressAt = from + words.length + 3
  return {
    from,
    to,
    insert: `[${words}](${address})`,
    selectStart: addressAt,
    selectEnd: addressAt + address.length,
  }
}

/** The text after an edit, for a browser that cannot insert it as typing. */
export function applyEdit(text: string, edit: MarkdownEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to)
}
