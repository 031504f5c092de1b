import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { defaultConfig } from '@bookla/runtime/config';
import { Preview } from './Preview';

const API = { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://sandbox.test/api' };

describe('Preview', () => {
  it("an owner's own credentials, not all given yet: says what is missing over a placeholder screen readers skip; no widget", async () => {
    const { container } = renderWithMantine(
      <Preview type="booking" config={{ ...defaultConfig('booking'), apiKey: 'mine', companyId: 'co' }} api={API} width="full" background="#2e2e33" notify={() => {}} />,
    );
    expect(screen.getByText('Almost there. Complete all fields to connect the Bookla API')).toBeTruthy();
    const skeleton = screen.getByTestId('preview-skeleton');
    expect(skeleton.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton.hasAttribute('aria-label')).toBe(false);
    expect(screen.queryByTestId('preview-widget')).toBeNull();
    // An aria-label on the placeholder's plain div was an axe violation (aria-prohibited-attr).
    await expectNoAxeViolations(container);
  });

  it('the demo: says so, and mounts the widget', () => {
    renderWithMantine(<Preview type="booking" config={defaultConfig('booking')} api={API} width="full" background="#2e2e33" notify={() => {}} />);
    expect(screen.getByText('Demo Mode. Connect the Bookla API to view live data')).toBeTruthy();
    expect(screen.queryByTestId('preview-skeleton')).toBeNull();
    expect(screen.getByTestId('preview-widget')).toBeTruthy();
  });
});
