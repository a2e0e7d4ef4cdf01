import type { TreeNodeInfo } from '@blueprintjs/core';
import type { SwitchFile } from '../../contract/switch/switchFiles';

/** Folders from the files' paths, folders first, then files, each by name; a folder's id is `dir:<path>`. */
export function fileTreeNodes(
  files: readonly SwitchFile[],
  expanded: ReadonlySet<string>,
  selected: string | null,
  labelOf: (file: SwitchFile) => string,
): TreeNodeInfo<SwitchFile | null>[] {
  interface Folder {
    folders: Map<string, Folder>;
    files: SwitchFile[];
  }
  const root: Folder = { folders: new Map(), files: [] };
  for (const file of files) {
    const parts = file.path.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) {
        next = { folders: new Map(), files: [] };
        folder.folders.set(part, next);
      }
      folder = next;
    }
    folder.files.push(file);
  }
  const nodesOf = (folder: Folder, prefix: string): TreeNodeInfo<SwitchFile | null>[] => [
    ...[...folder.folders.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, child]) => {
        const path = `${prefix}${name}`;
        const id = `dir:${path}`;
        const isExpanded = expanded.has(id);
        return {
          id,
          label: name,
          icon: isExpanded ? ('folder-open' as const) : ('folder-close' as const),
          isExpanded,
          hasCaret: true,
          childNodes: nodesOf(child, `${path}/`),
          nodeData: null,
        };
      }),
    ...[...folder.files]
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((file) => ({
        id: file.path,
        label: labelOf(file),
        icon: file.kind === 'override' ? ('edit' as const) : ('document' as const),
        isSelected: file.path === selected,
        nodeData: file,
      })),
  ];
  return nodesOf(root, '');
}
