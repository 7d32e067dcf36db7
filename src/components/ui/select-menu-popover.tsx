import type { RefObject } from 'react';
import { Header, Menu, MenuItem, MenuSection, Popover } from 'react-aria-components';
import type { SelectMenuGroup } from './select-menu';
import styles from './select-menu.module.css';

export interface SelectMenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  groups: readonly SelectMenuGroup[];
  onSelect: (groupId: string, optionId: string) => void;
  onClose: () => void;
}

/** The open menu of `SelectMenu` (loaded lazily): one single-selection section per group. */
export default function SelectMenuPopover({
  triggerRef,
  label,
  groups,
  onSelect,
  onClose,
}: SelectMenuPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom end"
      className={styles.popover}
    >
      {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- react-aria Menu: focus moves into a menu the user just opened (ARIA menu pattern) */}
      <Menu aria-label={label} autoFocus="first" className={styles.menu} onClose={onClose}>
        {groups.map((group) => (
          <MenuSection
            key={group.id}
            id={group.id}
            className={styles.section}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[group.selected]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined && key !== group.selected) onSelect(group.id, String(key));
            }}
          >
            <Header className={styles.sectionHeader}>{group.label}</Header>
            {group.options.map((option) => (
              <MenuItem key={option.id} id={option.id} className={styles.item} textValue={option.label}>
                {option.label}
              </MenuItem>
            ))}
          </MenuSection>
        ))}
      </Menu>
    </Popover>
  );
}
