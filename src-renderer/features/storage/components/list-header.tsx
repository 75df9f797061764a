import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ListSort, SortColumn } from '../utils/list-sort';
import classes from './files-list.module.css';

interface SortProps {
  /** Null where the service decides the order (a full-text search: by relevance). */
  sort: ListSort | null;
  onSort: (column: SortColumn) => void;
}

function SortableHeader({ column, label, sort, onSort }: SortProps & { column: SortColumn; label: string }) {
  const active = sort?.column === column;
  const direction = active ? (sort.descending ? 'descending' : 'ascending') : 'none';
  const Arrow = sort?.descending ? IconChevronDown : IconChevronUp;
  return (
    <span role="columnheader" aria-sort={direction}>
      {sort ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSort(column)}
          data-testid={`storage-sort-${column}`}
        >
          {label}
          {active && <Arrow size={12} aria-hidden />}
        </UnstyledButton>
      ) : (
        label
      )}
    </span>
  );
}

/** The list's column names; Name, Modified and Size sort the listing when clicked (again: the other way). */
export function ListHeader(props: SortProps) {
  return (
    <div className={`${classes.grid} ${classes.header}`} role="row">
      <span role="columnheader" aria-label="Starred" />
      <SortableHeader column="name" label="Name" {...props} />
      <span role="columnheader">Owner</span>
      <SortableHeader column="modified" label="Modified" {...props} />
      <SortableHeader column="size" label="Size" {...props} />
    </div>
  );
}
