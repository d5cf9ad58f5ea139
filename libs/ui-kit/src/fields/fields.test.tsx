import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and links hint and error', () => {
    render(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards the ref (react-hook-form register) and typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField label="Phone" ref={ref} onChange={onChange} startAdornment="+62" required />);
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '812');
    expect(ref.current?.value).toBe('812');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(screen.getByText('+62')).toBeInTheDocument();
    expect(ref.current).toBeRequired();
  });
});

describe('TextAreaField', () => {
  it('labels the textarea and shows its error', () => {
    render(<TextAreaField label="Notes" error="At most 100 characters" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAccessibleDescription(
      'At most 100 characters',
    );
  });
});

describe('SelectField', () => {
  it('offers the options under a placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Province"
        placeholder="Choose a province"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'jk', label: 'DKI Jakarta' },
          { value: 'jb', label: 'Jawa Barat' },
          { value: 'xx', label: 'Closed', disabled: true },
        ]}
        hint="Where we deliver"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Closed' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Jawa Barat');
    expect(onChange).toHaveBeenCalledWith('jb');
    expect(select).toHaveAccessibleDescription('Where we deliver');
  });

  it('marks an invalid choice', () => {
    render(<SelectField label="City" options={[]} error="Required" />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxField', () => {
  it('toggles by its label', async () => {
    render(<CheckboxField label="Main address" hint="Used at checkout" />);
    const box = screen.getByRole('checkbox', { name: 'Main address' });
    await userEvent.click(screen.getByText('Main address'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Used at checkout');
  });

  it('shows an error', () => {
    render(<CheckboxField label="I agree" error="Please agree" />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Please agree')).toBeInTheDocument();
  });
});

describe('RadioGroup', () => {
  function Couriers({ onBlur }: { readonly onBlur?: () => void }) {
    const [value, setValue] = useState<'jne' | 'jnt' | 'sicepat' | undefined>(undefined);
    return (
      <RadioGroup
        legend="Courier"
        name="courier"
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        layout="cards"
        hint="Prices include insurance"
        error={value ? undefined : 'Choose a courier'}
        required
        options={[
          { value: 'jne', label: 'JNE', description: '2-3 days' },
          { value: 'jnt', label: 'J&T' },
          { value: 'sicepat', label: 'SiCepat', disabled: true },
        ]}
      />
    );
  }

  it('groups the radios under the legend and selects by click and arrows', async () => {
    const user = userEvent.setup();
    render(<Couriers />);
    const group = screen.getByRole('group', { name: 'Courier' });
    expect(group).toHaveAccessibleDescription('Prices include insurance Choose a courier');
    await user.click(screen.getByRole('radio', { name: /JNE/ }));
    expect(screen.getByRole('radio', { name: /JNE/ })).toBeChecked();
    expect(screen.queryByText('Choose a courier')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'J&T' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SiCepat' })).toBeDisabled();
  });
});
