import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('colours the HTML tab, its inline script as JavaScript, and shows exactly the code', () => {
    const code = '<div id="bookla-x"></div>\n<script>\nconst config = { "a": "</b><img src=x onerror=alert(1)>" };\n</script>';
    const { container } = render(<pre>{highlight(code, 'xml')}</pre>);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.hljs-tag')).not.toBeNull();
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(container.querySelector('.hljs-keyword')?.getAttribute('style')).toContain('color');
    // Text inside the code never becomes an element.
    expect(container.querySelector('img, b')).toBeNull();
    expect([...container.querySelectorAll('*')].every((el) => el.tagName === 'SPAN' || el.tagName === 'PRE')).toBe(true);
  });

  it('highlights the React tab as JavaScript', () => {
    const code = "import { BookingWidget } from '@bookla/widgets/booking';";
    const { container } = render(<pre>{highlight(code, 'javascript')}</pre>);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.hljs-string')?.textContent).toBe("'@bookla/widgets/booking'");
  });
});
