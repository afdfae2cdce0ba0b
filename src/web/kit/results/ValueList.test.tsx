import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ValueList } from './ValueList.js';

describe('ValueList', () => {
  it('shows each group title and each row with its value and a copy button', () => {
    const html = renderToStaticMarkup(
      <ValueList
        testId="len"
        groups={[
          { id: 'metric', title: '公制', rows: [{ id: 'm', label: '米', value: '1' }] },
          { id: 'shi', rows: [{ id: 'chi', label: '尺', value: '3', hint: '1 米 = 3 尺' }] },
        ]}
      />,
    );
    expect(html).toContain('data-testid="len"');
    expect(html).toContain('公制');
    expect(html).toMatch(/data-testid="len-m"[^>]*>1</);
    expect(html).toMatch(/data-testid="len-chi"[^>]*>3</);
    expect(html).toContain('1 米 = 3 尺');
    expect(html.match(/aria-label="复制"/g)).toHaveLength(2);
  });
});
