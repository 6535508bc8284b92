import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeInput } from '@/features/tickets/details/date-time-input';

describe('DateTimeInput', () => {
  it('puts required, invalid and the description on the text input itself, with a text keyboard', () => {
    const { container } = render(
      <DateTimeInput
        inputId="previsao"
        value={null}
        onChange={() => undefined}
        invalid
        describedBy="previsao-hint"
      />,
    );
    const input = container.querySelector('input#previsao')!;
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'previsao-hint');
    expect(input).toHaveAttribute('inputmode', 'text');
  });
});
