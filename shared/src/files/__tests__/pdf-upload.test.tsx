import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFileSize, PDF_TYPE_ERROR, PdfUpload } from '@pear/shared/files';
import { renderWithUi } from '@pear/shared/testing';

const pdf = (size = 10) => new File(['x'.repeat(size)], 'deck.pdf', { type: 'application/pdf' });
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });

describe('PdfUpload', () => {
  it('is a file input with a visible label accepting PDFs', () => {
    renderWithUi(<PdfUpload label="Pitch deck (PDF)" onFileChange={jest.fn()} />);
    const input = screen.getByLabelText('Pitch deck (PDF)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    expect(screen.getByText('Pitch deck (PDF)')).toBeVisible();
  });

  it('passes a PDF on', async () => {
    const user = userEvent.setup();
    const onFileChange = jest.fn();
    renderWithUi(<PdfUpload label="Pitch deck" onFileChange={onFileChange} />);
    const file = pdf();
    await user.upload(screen.getByLabelText('Pitch deck'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses other types with "Please upload a PDF file." and clears the input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = jest.fn();
    renderWithUi(<PdfUpload label="Pitch deck" onFileChange={onFileChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Pitch deck');
    await user.upload(input, png());
    expect(onFileChange).toHaveBeenCalledWith(null, PDF_TYPE_ERROR);
    expect(PDF_TYPE_ERROR).toBe('Please upload a PDF file.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please upload a PDF file.');
    expect(input.value).toBe('');
  });

  it('clears its error when a valid file follows', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithUi(<PdfUpload label="Pitch deck" onFileChange={jest.fn()} />);
    await user.upload(screen.getByLabelText('Pitch deck'), png());
    await user.upload(screen.getByLabelText('Pitch deck'), pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses files over maxBytes', async () => {
    const user = userEvent.setup();
    const onFileChange = jest.fn();
    renderWithUi(<PdfUpload label="Resume" maxBytes={10 * 1024 * 1024} onFileChange={onFileChange} />);
    const big = pdf(10);
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Resume'), big);
    expect(onFileChange).toHaveBeenCalledWith(null, 'The file is larger than 10 MB.');
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB.');
  });

  it('shows an error from its owner and a hint', () => {
    renderWithUi(
      <PdfUpload label="Resume" hint="PDF under 10 MB" error="Failed to parse resume" onFileChange={jest.fn()} />,
    );
    const input = screen.getByLabelText('Resume');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to parse resume');
    expect(input).toHaveAccessibleDescription('PDF under 10 MB Failed to parse resume');
  });

  it('can be disabled', () => {
    renderWithUi(<PdfUpload label="Resume" disabled onFileChange={jest.fn()} />);
    expect(screen.getByLabelText('Resume')).toBeDisabled();
  });

  it('formats sizes', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
  });
});
