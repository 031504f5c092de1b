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

  it('still colours code its grammar calls illegal, rather than falling back to plain text', () => {
    // '#' not starting a private name is illegal in highlight.js's JavaScript grammar.
    const code = 'const a = 1 # 2;';
    const { container } = render(<pre>{highlight(code, 'javascript')}</pre>);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const');
  });

  it('highlights the React tab as JavaScript', () => {
    const code = "import { BookingWidget } from '@bookla/widgets/booking';";
    const { container } = render(<pre>{highlight(code, 'javascript')}</pre>);
    expect(container.textContent).toBe(code);
    expect(container.querySelector('.hljs-string')?.textContent).toBe("'@bookla/widgets/booking'");
  });

  it('colours a sub-scope by its own style where it has one, else by its scope', () => {
    const code = 'class Panel extends Base {}\nfunction render() {}\nconst n = 42; // note';
    const { container } = render(<pre>{highlight(code, 'javascript')}</pre>);
    const colour = (text: string) => [...container.querySelectorAll('span')].find((s) => s.textContent === text)?.style.color;
    // 'title.class' (class names) and 'title.class.inherited' take the class colour; 'title.function' its own.
    expect(container.querySelector('.class_')?.textContent).toBe('Panel');
    expect(colour('Panel')).toBe(colour('Base'));
    expect(colour('Panel')).not.toBe(colour('render'));
    expect([colour('class'), colour('42'), colour('// note')].every(Boolean)).toBe(true);
    // A span of no known scope (the script inside HTML is one) carries no style of its own.
    const { container: html } = render(<pre>{highlight('<script>let a</script>', 'xml')}</pre>);
    expect(html.querySelector('.language-javascript')?.getAttribute('style')).toBeNull();
  });
});
