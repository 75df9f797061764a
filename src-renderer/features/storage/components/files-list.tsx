import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { StorageFile } from '@/lib/contract';
import { useStorageSelection } from '../stores/storage-selection-store';
import type { ListSort, SortColumn } from '../utils/list-sort';
import { FileRow } from './file-row';
import { ListHeader } from './list-header';

const ROW_HEIGHT = 38;
const SCROLLER_HEIGHT = 560;
/**
 * Rows from the end within which the next page is asked for: about as many as a later page of the listing
 * brings (api/list-files.ts), so while the user is anywhere in the last page the next is on its way.
 */
const PREFETCH_ROWS = 1000;

interface FilesListProps {
  files: StorageFile[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onOpen: (file: StorageFile) => void;
  onMove: ((fileIds: string[], folder: StorageFile) => void) | null;
  /** Delete / Backspace on the selection (trash, or nothing where the view has no such action). */
  onDeleteKey: () => void;
  /** F2 on one selected file. */
  onRenameKey: () => void;
  /** I on one selected file: its versions and comments. */
  onDetailsKey: () => void;
  /** How the listing is sorted; null where the service orders it (a full-text search, by relevance). */
  sort: ListSort | null;
  onSort: (column: SortColumn) => void;
  /** A file to select and scroll to once it is listed (pages are fetched until it is), e.g. a shortcut's target. */
  reveal?: string | null;
}

const isMac = () => /Mac/i.test(navigator.platform);

/**
 * The files of a view, virtualised so a folder of 10,000 scrolls like one of 10: only rows in view exist, and
 * the next page of the listing is fetched as the end comes near. Click, Ctrl/Cmd+click and Shift+click
 * select; the arrow keys move (Shift extends), Enter opens, Ctrl/Cmd+A selects all, Escape clears; rows drag
 * onto folders to move.
 */
export function FilesList(props: FilesListProps) {
  const { files, hasMore, loadingMore, loadMore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const { selected, focused, pick, selectAll, focus, clear } = useStorageSelection();
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: files.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // A scroll step is drawn with React's next batch, not forced through at once from the scroll event,
    // so steps and arriving pages share one render rather than each blocking the page in turn.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= files.length - PREFETCH_ROWS) loadMore();
  }, [hasMore, loadingMore, lastShown, files.length, loadMore]);

  const ids = files.map((file) => file.id);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  const revealed = useRef<string | null>(null);
  const { reveal } = props;
  useEffect(() => {
    if (!reveal || revealed.current === reveal) return;
    const index = idsRef.current.indexOf(reveal);
    if (index >= 0) {
      revealed.current = reveal;
      pick(idsRef.current, reveal, 'only');
      focus(index);
      virtualizer.scrollToIndex(index, { align: 'center' });
    } else if (hasMore && !loadingMore) loadMore();
  }, [reveal, files, hasMore, loadingMore, loadMore, pick, focus, virtualizer]);
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  // The page hands new functions at each render (each page that comes in is one): rows get steady ones that
  // call the latest, so only the rows whose file, place or selection changed are drawn again.
  const latest = useRef(props);
  latest.current = props;
  const onOpen = useCallback((file: StorageFile) => latest.current.onOpen(file), []);
  const onDropOn = useCallback(
    (fileIds: string[], folder: StorageFile) => latest.current.onMove?.(fileIds, folder),
    [],
  );

  const onClick = useCallback(
    (event: MouseEvent, file: StorageFile, index: number) => {
      const mode = event.shiftKey ? 'range' : (isMac() ? event.metaKey : event.ctrlKey) ? 'toggle' : 'only';
      pick(idsRef.current, file.id, mode);
      focus(index);
      scroller.current?.focus();
    },
    [pick, focus],
  );

  function onKeyDown(event: KeyboardEvent) {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && files.length > 0) {
      event.preventDefault();
      const next = Math.min(files.length - 1, Math.max(0, focused + step));
      focus(next);
      pick(ids, files[next]!.id, event.shiftKey ? 'range' : 'only');
      virtualizer.scrollToIndex(next);
    } else if (event.key === 'Enter' && files[focused]) {
      props.onOpen(files[focused]);
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      selectAll(ids);
    } else if (event.key === 'Escape') {
      clear();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (selected.size > 0) props.onDeleteKey();
    } else if (event.key === 'F2') {
      if (selected.size === 1) props.onRenameKey();
    } else if (event.key === 'i' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (selected.size === 1) props.onDetailsKey();
    }
  }

  const dragIds = useCallback(
    (fileId: string) => (selectedRef.current.has(fileId) ? [...selectedRef.current] : [fileId]),
    [],
  );

  return (
    <div
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflowX: 'auto' }}
      role="grid"
      aria-label="Files"
      aria-rowcount={files.length + 1}
      aria-multiselectable
      data-testid="storage-list"
    >
      <div style={{ minWidth: 720 }}>
        <ListHeader sort={props.sort} onSort={props.onSort} />
        <div
          ref={scroller}
          tabIndex={0}
          onKeyDown={onKeyDown}
          style={{
            height: Math.min(SCROLLER_HEIGHT, Math.max(1, files.length) * ROW_HEIGHT),
            overflowY: 'auto',
          }}
          data-testid="storage-scroller"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const file = files[item.index]!;
              const canDrop = file.isFolder && file.capabilities.canAddChildren && props.onMove !== null;
              return (
                <FileRow
                  key={file.id}
                  file={file}
                  index={item.index}
                  top={item.start}
                  selected={selected.has(file.id)}
                  focused={item.index === focused}
                  dragIds={dragIds}
                  onClick={onClick}
                  onOpen={onOpen}
                  onDropOn={canDrop ? onDropOn : null}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
