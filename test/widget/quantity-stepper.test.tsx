// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { QuantityStepper } from '../../src/widget/QuantityStepper';

afterEach(cleanup);

function Harness({ onChange, max }: { onChange: (n: number) => void; max?: number }) {
  const [value, setValue] = useState(2);
  return (
    <QuantityStepper
      value={value}
      {...(max === undefined ? {} : { max })}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('QuantityStepper at its limits', () => {
  it('keeps the keyboard focus on − at the minimum: marked aria-disabled (not disabled, which drops focus to the body), and does nothing more', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    minus.focus();
    fireEvent.click(minus);
    expect(onChange).toHaveBeenCalledWith(1);
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    expect((minus as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(minus);
    fireEvent.click(minus);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('1');
  });

  it('marks + the same way at a maximum', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} max={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(plus);
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(plus);
    expect(onChange.mock.calls).toEqual([[3]]);
  });
});
