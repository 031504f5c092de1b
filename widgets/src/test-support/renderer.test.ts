import { describe, expect, it } from 'vitest';
import * as React from 'react';
import { currentRenderer } from './renderer';

const projectName = () => (globalThis as { __vitest_worker__?: { ctx?: { projectName?: string } } }).__vitest_worker__?.ctx?.projectName;

describe('renderer', () => {
  it('the react project runs React and the preact projects run preact/compat', async () => {
    const project = projectName();
    expect(project).toBeTruthy();
    const renderer = await currentRenderer();
    expect(renderer).toBe(project!.startsWith('preact') ? 'preact' : 'react');
    // Both report a 19.x version; only real React has a component class distinct from preact's.
    expect(React.version).toMatch(/^19\./);
  });
});
