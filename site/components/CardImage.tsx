// An official card image (by URL, never copied): sent without a referrer, and on failure hidden
// or replaced by the card's name, which the client scripts do (site/client/enhance.ts, deckList.ts).
import { cardImageUrl } from '../../engine/deckId.ts';

interface CardImageProps {
  pict: string;
  name: string;
  width: number;
  height: number;
  className?: string;
  /** Below the first screen: loaded when scrolled near, decoded off the main thread. */
  lazy?: boolean;
  /** What a failed image leaves: nothing, or the card's name. */
  onError: 'hide' | 'name';
}

export function CardImage({ pict, name, width, height, className, lazy, onError }: CardImageProps) {
  return (
    <img
      className={className}
      src={cardImageUrl(pict)}
      alt={name}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      referrerPolicy="no-referrer"
      width={width}
      height={height}
      {...(onError === 'hide' ? { 'data-hide-on-error': '' } : { 'data-name-on-error': '' })}
    />
  );
}
