import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileInputField } from './file-input-field';

describe('FileInputField', () => {
  it('labels the file input and describes it with the rules', () => {
    render(<FileInputField label="Product photo" hint="JPG or PNG" required accept=".jpg,.png" />);
    const input = screen.getByLabelText(/Product photo/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.jpg,.png');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('JPG or PNG');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces what is wrong with the chosen file, after what the screen shows of it', () => {
    render(
      <FileInputField label="Photos" hint="1 to 5 photos" error="Jenis file tidak sesuai">
        <ul aria-label="Chosen photos" />
      </FileInputField>,
    );
    const input = screen.getByLabelText(/Photos/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('1 to 5 photos Jenis file tidak sesuai');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Jenis file tidak sesuai');
    expect(screen.getByRole('list', { name: 'Chosen photos' })).toBeInTheDocument();
    expect(
      screen.getByRole('list').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
