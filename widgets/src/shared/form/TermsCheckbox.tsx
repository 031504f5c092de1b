import { isSafeUrl } from '@bookla/runtime/config/widget';
import type { Localization } from '@bookla/runtime/config';

export interface TermsCheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  texts: Localization['terms'];
}

/**
 * The accept-terms checkbox. Links come from `localization.terms.urls` as real `<a href>` (never HTML
 * from text); unsafe URLs are dropped (sanitizeConfig already did; checked again because the
 * props may come from elsewhere) and links open in a new tab without access to this page.
 */
export function TermsCheckbox({ id, checked, onChange, texts }: TermsCheckboxProps) {
  const links = (Array.isArray(texts.urls) ? texts.urls : [])
    .map((l) => ({ text: typeof l?.text === 'string' && l.text.trim() ? l.text : null, href: isSafeUrl(l?.url) ? l.url : null }))
    .filter((l): l is { text: string; href: string } => !!l.text && !!l.href);
  // Named by the whole sentence, links included ("I agree to the terms and conditions"): the <label> holds
  // only the accept text, since a link inside a label would tick the box instead of opening.
  return (
    <div className="bk-check" data-terms="">
      <input id={id} type="checkbox" checked={checked} aria-labelledby={`${id}-text`} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span id={`${id}-text`}>
        <label htmlFor={id}>{texts.acceptText}</label>
        {links.map((link, i) => (
          <span key={i}>
            {i === 0 ? ' ' : ', '}
            <a className="bk-link" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.text}
            </a>
          </span>
        ))}
      </span>
    </div>
  );
}
