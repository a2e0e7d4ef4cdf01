import { Classes } from '@blueprintjs/core';
import { ChevronRightIcon } from '@blueprintjs/icons';
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { DeptNode } from '../../../contract/resources/dept';
import { type DropPosition, dropPositionAt, type TreeRow } from './deptTreeModel';

/** Every row is this tall: the window of rows drawn is computed from it, not measured. */
const TREE_ROW_HEIGHT = 30;
/** Rows drawn above and below the visible window. */
const OVERSCAN = 8;
/** Indentation stops growing here so a very deep chain stays readable. */
const MAX_INDENT_DEPTH = 24;

export interface DeptTreeViewProps {
  rows: readonly TreeRow[];
  selectedId: string | null;
  onSelect(node: DeptNode): void;
  onToggle(id: string, open: boolean): void;
  /** Accessible name of the tree (already translated). */
  label: string;
  /** Height of the scroll area in pixels. */
  height?: number;
  /** Drag and drop moves; absent, rows cannot be dragged. */
  onMove?(draggedId: string, targetId: string, position: DropPosition): void;
  /** Extra content at the end of a row (member counts). */
  secondary?(node: DeptNode): ReactNode;
  /** Rows drawn before the departments (an "all departments" entry), not part of keyboard moves. */
  leading?: ReactNode;
  /** id prefix of rows, unique within the shadow root. */
  idPrefix?: string;
}

interface DropState {
  targetId: string;
  position: DropPosition;
}

/**
 * A department tree drawn as a flat, windowed list with Blueprint's tree look: only the rows in view
 * are in the DOM, so 500 departments stay responsive. WAI-ARIA tree keyboard: Up/Down move, Right opens
 * or goes to the first child, Left closes or goes to the parent, Home/End, Enter or Space selects.
 */
export function DeptTreeView({
  rows,
  selectedId,
  onSelect,
  onToggle,
  label,
  height = 420,
  onMove,
  secondary,
  leading,
  idPrefix = 'dc-dept',
}: DeptTreeViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState<string | null>(selectedId);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<DropState | null>(null);

  const activeIndex = Math.max(
    0,
    rows.findIndex((row) => row.node.id === (active ?? selectedId)),
  );
  const first = Math.max(0, Math.floor(scrollTop / TREE_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / TREE_ROW_HEIGHT) + OVERSCAN);

  // Keep the active row in view when the keyboard moves it.
  useEffect(() => {
    const element = scroller.current;
    if (!element || rows.length === 0) return;
    const top = activeIndex * TREE_ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + TREE_ROW_HEIGHT > element.scrollTop + height)
      element.scrollTop = top + TREE_ROW_HEIGHT - height;
  }, [activeIndex, height, rows.length]);

  const moveTo = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (row) setActive(row.node.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[activeIndex];
    if (!row) return;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded) onToggle(row.node.id, true);
        else if (row.hasChildren) moveTo(activeIndex + 1);
        break;
      case 'ArrowLeft': {
        if (row.expanded) onToggle(row.node.id, false);
        else {
          const parent = rows.findLastIndex((other, at) => at < activeIndex && other.depth < row.depth);
          if (parent >= 0) moveTo(parent);
        }
        break;
      }
      case 'Enter':
      case ' ':
        onSelect(row.node);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const dragProps = (node: DeptNode) =>
    onMove
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', node.id);
            setDragged(node.id);
          },
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (!dragged || dragged === node.id) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            const box = event.currentTarget.getBoundingClientRect();
            const position = dropPositionAt(event.clientY - box.top, box.height || TREE_ROW_HEIGHT);
            if (drop?.targetId !== node.id || drop.position !== position)
              setDrop({ targetId: node.id, position });
          },
          onDragLeave: () => setDrop((current) => (current?.targetId === node.id ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const source = dragged ?? event.dataTransfer.getData('text/plain');
            const position = drop?.targetId === node.id ? drop.position : 'inside';
            setDragged(null);
            setDrop(null);
            if (source && source !== node.id) onMove(source, node.id, position);
          },
          onDragEnd: () => {
            setDragged(null);
            setDrop(null);
          },
        }
      : {};

  const activeId = rows[activeIndex]?.node.id;
  return (
    <div className={`${Classes.TREE} dc-tree`} part="tree">
      {leading}
      <div
        ref={scroller}
        className="dc-tree-scroll"
        role="tree"
        aria-label={label}
        tabIndex={0}
        aria-activedescendant={activeId ? `${idPrefix}-${activeId}` : undefined}
        style={{ height }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        onKeyDown={onKeyDown}
      >
        <ul
          className={`${Classes.TREE_NODE_LIST} ${Classes.TREE_ROOT}`}
          role="presentation"
          style={{ height: rows.length * TREE_ROW_HEIGHT, position: 'relative' }}
        >
          {rows.slice(first, last).map((row, offset) => {
            const { node } = row;
            const selected = node.id === selectedId;
            const dropHere = drop?.targetId === node.id ? drop.position : undefined;
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: the tree holds the focus and points at the active item (aria-activedescendant).
              <li
                key={node.id}
                id={`${idPrefix}-${node.id}`}
                role="treeitem"
                aria-level={row.depth + 1}
                aria-selected={selected}
                aria-expanded={row.hasChildren ? row.expanded : undefined}
                data-dept-id={node.id}
                data-drop={dropHere}
                className={[
                  Classes.TREE_NODE,
                  selected ? Classes.TREE_NODE_SELECTED : '',
                  node.id === activeId ? 'dc-tree-active' : '',
                  node.id === dragged ? 'dc-tree-dragging' : '',
                ].join(' ')}
                style={{ position: 'absolute', top: (first + offset) * TREE_ROW_HEIGHT, left: 0, right: 0 }}
                {...dragProps(node)}
              >
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: the tree's own key handler selects (WAI-ARIA tree). */}
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut for the tree item; keys go to the tree. */}
                <div
                  className={Classes.TREE_NODE_CONTENT}
                  style={{ paddingLeft: Math.min(row.depth, MAX_INDENT_DEPTH) * 18 + 4 }}
                  onClick={() => {
                    setActive(node.id);
                    onSelect(node);
                  }}
                >
                  {row.hasChildren ? (
                    <span
                      className={`${Classes.TREE_NODE_CARET} ${row.expanded ? Classes.TREE_NODE_CARET_OPEN : Classes.TREE_NODE_CARET_CLOSED}`}
                      aria-hidden="true"
                      onClick={(event) => {
                        event.stopPropagation();
                        onToggle(node.id, !row.expanded);
                      }}
                    >
                      <ChevronRightIcon />
                    </span>
                  ) : (
                    <span className={Classes.TREE_NODE_CARET_NONE} />
                  )}
                  <span className={Classes.TREE_NODE_LABEL} title={node.name}>
                    {node.name}
                  </span>
                  {secondary ? (
                    <span className={Classes.TREE_NODE_SECONDARY_LABEL}>{secondary(node)}</span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
