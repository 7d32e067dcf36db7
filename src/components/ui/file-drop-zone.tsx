import { useRef, type ReactNode } from 'react';
import {
  DropZone,
  FileTrigger,
  isDirectoryDropItem,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { Button } from './button';
import styles from './file-drop-zone.module.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export interface FileDropZoneProps {
  /** The drop zone's accessible name. */
  label: string;
  /** The text of the button that opens the system's file picker. */
  buttonLabel: string;
  /** The picker's `accept`: MIME types and/or extensions (".heic"). Dropped files are not filtered by it. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /** Files picked or dropped, and the names of dropped folders (which are not opened). */
  onFiles: (files: File[], folders: string[]) => void;
  /** What is shown in the zone above the button, e.g. a drag-and-drop hint. */
  children?: ReactNode;
}

/**
 * A drop zone with a button that opens the file picker (react-aria DropZone and FileTrigger): files come by
 * drag and drop, by the picker (keyboard and touch), or by pasting into the focused zone. The caller checks what
 * it gets: dropped files skip the picker's `accept`.
 */
export function FileDropZone({
  label,
  buttonLabel,
  acceptedFileTypes,
  allowsMultiple = true,
  isDisabled = false,
  onFiles,
  children,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onDrop = async (event: DropEvent) => {
    const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    const folders = event.items.filter(isDirectoryDropItem).map((item) => item.name);
    onFiles(files, folders);
  };

  const onSelect = (list: FileList | null) => {
    const files = list ? [...list] : [];
    // Emptied, so choosing the same file again (after removing it) is a change too.
    if (inputRef.current) inputRef.current.value = '';
    if (files.length > 0) onFiles(files, []);
  };

  return (
    <DropZone
      aria-label={label}
      isDisabled={isDisabled}
      // Anything may be dropped; what is not a file is left out and the caller names what it refuses.
      getDropOperation={() => 'copy'}
      onDrop={(event) => void onDrop(event)}
      className={styles.zone}
    >
      {children}
      <FileTrigger
        ref={inputRef}
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={onSelect}
      >
        <Button variant="secondary" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
