import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Spinner } from '../shared/Spinner';
import type { ItemView, PluginTexts } from './types';

export type ListState<Item> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; items: Item[] };

export interface ItemListProps<Item extends { id: string }> {
  headingRef: RefObject<HTMLHeadingElement | null>;
  texts: PluginTexts;
  loadingText: string;
  list: ListState<Item>;
  view: (item: Item) => ItemView;
  onChoose: (item: Item) => void;
  /** The button under a load error that asks again (the Error screen's 'Reload'). */
  retryText: string;
  onRetry: () => void;
}

// Arrow keys, Home and End move between rows (one Tab stop per row stays, as they are buttons).
function onArrows(event: KeyboardEvent<HTMLUListElement>) {
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('.bk-row'));
  const at = rows.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: rows.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  rows[Math.max(0, Math.min(rows.length - 1, next))].focus();
}

/** Step 1: the heading, then loading, error, empty or the rows (native buttons: Enter/Space choose). */
export function ItemList<Item extends { id: string }>({ headingRef, texts, loadingText, list, view, onChoose, retryText, onRetry }: ItemListProps<Item>) {
  let body: ReactNode;
  if (list.status === 'loading') body = <Spinner label={loadingText} />;
  else if (list.status === 'error')
    // Not a dead end: once the connection is back the visitor asks again here, without reloading the page.
    // The button goes while the list loads: focus moves to the heading first.
    body = (
      <>
        <p className="bk-message" data-tone="error" role="alert">
          {texts.loadError}
        </p>
        <button type="button" className="bk-btn" data-variant="secondary" onClick={() => (headingRef.current?.focus(), onRetry())}>
          {retryText}
        </button>
      </>
    );
  else if (!list.items.length) body = <p className="bk-message bk-secondary">{texts.empty}</p>;
  else
    body = (
      <ul className="bk-list" aria-label={texts.title} onKeyDown={onArrows}>
        {list.items.map((item) => {
          const v = view(item);
          return (
            <li key={item.id}>
              <button type="button" className="bk-row" data-item-id={item.id} onClick={() => onChoose(item)}>
                <span className="bk-row-main">
                  <span className="bk-row-title">{v.title}</span>
                  {v.description ? <span className="bk-secondary">{v.description}</span> : null}
                </span>
                <span className="bk-row-side">{v.price}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  return (
    <>
      <div className="bk-heading">
        <h2 className="bk-title" ref={headingRef} tabIndex={-1}>
          {texts.title}
        </h2>
        <p className="bk-subtitle">{texts.subtitle}</p>
      </div>
      <div className="bk-list-area" aria-busy={list.status === 'loading'}>
        {body}
      </div>
    </>
  );
}
