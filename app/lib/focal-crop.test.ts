import { describe, expect, it } from 'vitest'
import { CENTRE, cropAround, shapeFor } from './focal-crop'

describe('cropAround', () => {
  it('keeps the whole height of a picture wider than the shape, centred by default', () => {
    expect(cropAround(3000, 1000, 3 / 2, CENTRE)).toEqual({ left: 750, top: 0, width: 1500, height: 1000 })
  })

  it('moves the box towards the focal point, stopping at the edge', () => {
    expect(cropAround(3000, 1000, 3 / 2, { x: 0.1, y: 0.5 })).toMatchObject({ left: 0, width: 1500 })
    expect(cropAround(3000, 1000, 3 / 2, { x: 0.7, y: 0.5 })).toMatchObject({ left: 1350, width: 1500 })
    expect(cropAround(3000, 1000, 3 / 2, { x: 1, y: 0 })).toMatchObject({ left: 1500, top: 0 })
  })

  it('keeps the whole width of a picture taller than the shape and moves down to the point', () => {
    expect(cropAround(1000, 3000, 1, { x: 0.5, y: 0.9 })).toEqual({
      left: 0,
      top: 2000,
      width: 1000,
      height: 1000,
    })
  })

  it('takes the whole picture when it already has the shape', () => {
    expect(cropAround(1200, 800, 3 / 2, { x: 0, y: 1 })).toEqual({
      left: 0,
      top: 0,
      width: 1200,
      height: 800,
    })
  })
})

describe('shapeFor', () => {
  it('is the type’s public size doubled; an untyped image is a thumbnail', () => {
    expect(shapeFor('hero')).toEqual({ width: 2400, height: 1600 })
    expect(shapeFor(null)).toEqual({ width: 800, height: 600 })
  })
})
