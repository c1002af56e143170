import { useEffect, useRef, useState } from 'react'
import { island } from '#app/islands/island'
import { cacheBustedUrl, FINAL_PLACEHOLDER, fallbackImageFor, imageSizeFor } from '#app/lib/image-fallbacks'
import { cn } from '#app/lib/utils'

/** original → one cache-busting retry → the type's local artwork → the final placeholder. */
type Stage = 'original' | 'retry' | 'fallback' | 'final'

type SmartImageProps = {
  src: string | null | undefined
  alt: string
  /** The image type (hero, gallery, hotel, ...); null or unknown is treated as a thumbnail. */
  type?: string | null
  /** Intrinsic size; defaults to the type's recommended size. Always rendered, so the layout never shifts. */
  width?: number
  height?: number
  /** For the image that is the page's largest paint (the hero): loaded at once and first. */
  priority?: boolean
  className?: string
  sizes?: string
}

function nextStage(stage: Stage, src: string): Stage | null {
  switch (stage) {
    case 'original':
      return cacheBustedUrl(src) ? 'retry' : 'fallback'
    case 'retry':
      return 'fallback'
    case 'fallback':
      return 'final'
    case 'final':
      return null
  }
}

function SmartImageView({
  src,
  alt,
  type,
  width,
  height,
  priority = false,
  className,
  sizes,
}: SmartImageProps) {
  const wanted = src?.trim() || null
  // While the src is missing there is nothing to try: go straight to the type's artwork.
  const initial: Stage = wanted ? 'original' : 'fallback'
  // The stage belongs to one src: a new src starts again from the beginning.
  const [state, setState] = useState<{ src: string | null; stage: Stage }>({ src: wanted, stage: initial })
  const stage = state.src === wanted ? state.stage : initial
  const imgRef = useRef<HTMLImageElement>(null)

  const fallback = fallbackImageFor(type)
  const shown = {
    original: wanted ?? fallback,
    retry: (wanted && cacheBustedUrl(wanted)) ?? fallback,
    fallback,
    final: FINAL_PLACEHOLDER,
  }[stage]

  function handleError() {
    const failed = stage
    const next = nextStage(failed, wanted ?? '')
    if (!next) return
    // Only the stage that failed may advance, so a repeated error event cannot skip the retry.
    setState((previous) =>
      (previous.src === wanted ? previous.stage : initial) === failed
        ? { src: wanted, stage: next }
        : previous,
    )
  }

  useEffect(() => {
    const img = imgRef.current
    // An error before hydration never reaches React's onError. Setting the same src again makes the browser
    // report it once more, now to React; a lazy image not yet fetched is left alone by this check.
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
      // biome-ignore lint/correctness/noSelfAssign: re-assigning src re-runs the load and its error event
      img.src = img.src
    }
  }, [])

  const size = imageSizeFor(type)
  return (
    <img
      ref={imgRef}
      src={shown}
      alt={alt}
      width={width ?? size.width}
      height={height ?? size.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={handleError}
      className={cn('object-cover', className)}
    />
  )
}

/**
 * An image that falls back, step by step, when its file does not load. An island of its own on a page sent as
 * islands (decision 60), so a broken picture is mended there too.
 */
export const SmartImage = island('smart-image', SmartImageView)
