import { imageSizeFor } from './image-fallbacks'

export type FocalPoint = { x: number; y: number }
export type CropBox = { left: number; top: number; width: number; height: number }

/** The middle of the picture: where an image's focal point is until staff choose one. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 }

/**
 * The shape an image of `type` is shown in (its width and height on the public pages), doubled for
 * high-density screens: the size of its shaped variant (decision 55). Untyped images are thumbnails.
 */
export function shapeFor(type: string | null): { width: number; height: number } {
  const { width, height } = imageSizeFor(type)
  return { width: width * 2, height: height * 2 }
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * The largest box of the shape `ratio` (width / height) inside a `width` × `height` picture, centred on
 * the focal point as far as the edges allow: a point near an edge moves the box to that edge, never past it.
 */
export function cropAround(width: number, height: number, ratio: number, focal: FocalPoint): CropBox {
  const wide = width / height > ratio
  const boxWidth = Math.max(1, Math.min(width, wide ? Math.round(height * ratio) : width))
  const boxHeight = Math.max(1, Math.min(height, wide ? height : Math.round(width / ratio)))
  return {
    left: Math.round(clamp(focal.x * width - boxWidth / 2, 0, width - boxWidth)),
    top: Math.round(clamp(focal.y * height - boxHeight / 2, 0, height - boxHeight)),
    width: boxWidth,
    height: boxHeight,
  }
}
