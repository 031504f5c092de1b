import * as React from 'react';

/**
 * Which renderer this test project runs: 'preact' when `react` is aliased to preact/compat, else 'react'.
 * preact/compat's `Component` is preact's own class; real React's is not.
 */
export async function currentRenderer(): Promise<'react' | 'preact'> {
  const preact = await import('preact');
  return (React.Component as unknown) === preact.Component ? 'preact' : 'react';
}
