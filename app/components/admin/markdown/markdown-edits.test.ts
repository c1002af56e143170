import { describe, expect, it } from 'vitest'
import { applyEdit, type MarkdownAction, markdownEdit } from './markdown-edits'

/** The text after the button, with « » around what ends up selected; the input marks its selection the same way. */
function press(action: MarkdownAction, marked: string): string {
  const start = marked.indexOf('«')
  const end = marked.indexOf('»') - 1
  const text = marked.replace('«', '').replace('»', '')
  const edit = markdownEdit(action, text, start, end)
  const after = applyEdit(text, edit)
  return `${after.slice(0, edit.selectStart)}«${after.slice(edit.selectStart, edit.selectEnd)}»${after.slice(edit.selectEnd)}`
}

describe('markdownEdit', () => {
  it('makes the selected words bold, leaving the spaces around them outside the stars', () => {
    expect(press('bold', 'A «great »hotel')).toBe('A **«great»** hotel')
  })

  it('makes them plain again on a second press, whether the stars are selected or not', () => {
    expect(press('bold', 'A **«great»** hotel')).toBe('A «great» hotel')
    expect(press('bold', 'A «**great**» hotel')).toBe('A «great» hotel')
  })

  it('inserts bold words to type over when nothing is selected', () => {
    expect(press('bold', 'A «»')).toBe('A **«bold text»**')
  })

  it('makes words italic, and a bold word italic too rather than taking a star off its bold', () => {
    expect(press('italic', '«quiet» canal')).toBe('*«quiet»* canal')
    expect(press('italic', '*«quiet»* canal')).toBe('«quiet» canal')
    expect(press('italic', '**«quiet»** canal')).toBe('***«quiet»*** canal')
  })

  it('turns every line the selection touches into a heading, and back', () => {
    expect(press('heading', 'Intro\nDay« »1\nText')).toBe('Intro\n«# Day 1»\nText')
    expect(press('heading', '## Day 1«»')).toBe('Day 1«»')
  })

  it('turns the selected lines into a list, skipping blank ones, and back', () => {
    expect(press('list', '«Pool\n\nBar»')).toBe('«- Pool\n\n- Bar»')
    expect(press('list', '«- Pool\n* Bar»')).toBe('«Pool\nBar»')
    expect(press('list', 'Text\n«»')).toBe('Text\n- «»')
  })

  it('does not take in the line after a selection that ends with its line break', () => {
    expect(press('list', '«Pool\n»Bar')).toBe('«- Pool»\nBar')
  })

  it('links the selected words and selects the address to type', () => {
    expect(press('link', 'See «the rates» here')).toBe('See [the rates](«https://») here')
  })

  it('inserts a link with its words selected when nothing is selected', () => {
    expect(press('link', 'See «»')).toBe('See [«link text»](https://)')
  })
})
