import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import enGB from '@public/locales/en-GB.json';
import { addFiles, removeItem, type ImportItem } from '../import-selection';
import { DeviceTab } from './device-tab';
import { ImportFooter, type ImportFooterProps } from './import-footer';

afterEach(cleanup);

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const HEIC = [0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0))];
const file = (bytes: number[], name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

const withI18n = (ui: React.ReactNode) => <I18nProvider i18n={createI18n('en-GB', enGB)}>{ui}</I18nProvider>;

/** The device tab and the footer over one list, as the modal puts them together. */
function Harness({ initial = [] as readonly ImportItem[], onNext = () => {} }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <DeviceTab
        items={items}
        isDisabled={false}
        onAdd={(files) => setItems((current) => addFiles(current, files))}
        onRemove={(id) => setItems((current) => removeItem(current, id))}
      />
      <ImportFooter
        amount={items.length}
        isUploading={false}
        onBack={() => {}}
        onCancel={() => {}}
        onNext={onNext}
      />
    </>
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (...files: File[]) => act(() => void fireEvent.change(fileInput(), { target: { files } }));

describe('choosing photos in the import modal', () => {
  it('offers a picker for heic, jpeg and png, extensions included, and uploads nothing by itself', () => {
    const onNext = vi.fn();
    render(withI18n(<Harness onNext={onNext} />));
    expect(fileInput().accept).toBe('.heic,.jpg,.jpeg,.png,image/heic,image/jpeg,image/png');
    expect(fileInput().multiple).toBe(true);
    expect(screen.getByText('Drag and drop your photos here')).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('lists the photos chosen, counts them, and names the files it refuses', async () => {
    render(withI18n(<Harness />));
    await choose(
      file(JPEG, 'beach.jpg', 'image/jpeg'),
      file(HEIC, 'IMG_0001.HEIC'),
      file([...new TextEncoder().encode('shopping list')], 'notes.txt', 'text/plain'),
      file(PNG, 'fake.jpg', 'image/jpeg'),
    );
    expect(await screen.findByText('2 selected')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect([...list.querySelectorAll('li')].map((li) => li.firstElementChild?.textContent)).toEqual([
      'beach.jpg',
      'IMG_0001.HEIC',
    ]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('These files were not added:');
    expect(alert.textContent).toContain('notes.txt: only HEIC, JPEG and PNG photos can be uploaded');
    expect(alert.textContent).toContain('fake.jpg: only HEIC, JPEG and PNG photos can be uploaded');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
  });

  it('gives each photo its size, in kB below 1 MB (a small file does not read "0 MB")', async () => {
    render(withI18n(<Harness />));
    const large = new File([new Uint8Array([...JPEG, ...new Array(2_400_000).fill(0)])], 'large.jpg', {
      type: 'image/jpeg',
    });
    await choose(file(JPEG, 'tiny.jpg', 'image/jpeg'), large);
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    const text = list.textContent ?? '';
    expect(text).toContain('1 kB');
    expect(text).toContain('2.4 MB');
    expect(text).not.toContain('0 MB');
  });

  it('removes a photo and moves the focus to the next one', async () => {
    render(withI18n(<Harness />));
    await choose(file(JPEG, 'a.jpg', 'image/jpeg'), file(PNG, 'b.png', 'image/png'), file(PNG, 'c.png'));
    await screen.findByText('3 selected');
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.queryByText('b.png')).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove c.png'));
  });

  it('shows why a photo that failed to upload is still in the list', () => {
    const [item] = addFiles([], [file(JPEG, 'a.jpg', 'image/jpeg')]);
    render(withI18n(<Harness initial={[{ ...item!, failure: 'network' }]} />));
    const remove = screen.getByRole('button', { name: 'Remove a.jpg' });
    const description = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Not uploaded: check your connection and try again.');
  });
});

describe('the footer of the import modal', () => {
  const renderFooter = (props: Partial<ImportFooterProps>) =>
    render(
      withI18n(
        <ImportFooter
          amount={0}
          isUploading={false}
          onBack={() => {}}
          onCancel={() => {}}
          onNext={() => {}}
          {...props}
        />,
      ),
    );

  it('reads "{amount} selected" with the amount formatted for the locale', () => {
    renderFooter({ amount: 1 });
    expect(screen.getByText('1 selected')).toBeTruthy();
    cleanup();
    renderFooter({ amount: 1234 });
    expect(screen.getByText('1,234 selected')).toBeTruthy();
  });

  it('while uploading offers Cancel upload instead of Back and Next cannot be pressed', () => {
    const onNext = vi.fn();
    const onCancel = vi.fn();
    renderFooter({ amount: 2, isUploading: true, onNext, onCancel });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onNext).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
