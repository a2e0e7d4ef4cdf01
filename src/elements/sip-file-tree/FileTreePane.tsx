import { Spinner, Tree } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchFile } from '../../contract/switch/switchFiles';
import { fileTreeNodes } from './fileTreeNodes';

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export interface FileTreePaneProps {
  /** The switch's files and the overrides; null while they load. */
  files: readonly SwitchFile[] | null;
  /** The path of the open file, marked in the tree. */
  openPath: string | null;
  onOpen(path: string): void;
}

/** The tree of the switch's files: folders open and close, a file opens in the viewer beside it. */
export function FileTreePane({ files, openPath, onOpen }: FileTreePaneProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(['dir:autoload_configs', 'dir:overrides']),
  );
  const nodes = useMemo(
    () =>
      fileTreeNodes(files ?? [], expanded, openPath, (file) =>
        file.overrideName && file.kind === 'generated'
          ? `${fileName(file.path)} · ${t('elements.sip-file-tree.overridden')}`
          : fileName(file.path),
      ),
    [files, expanded, openPath, t],
  );

  return (
    <nav className="dc-files-tree" part="tree" aria-label={t('elements.sip-file-tree.treeLabel')}>
      {files === null ? (
        <Spinner size={24} />
      ) : (
        <Tree<SwitchFile | null>
          contents={nodes}
          onNodeClick={(node) => {
            if (node.nodeData) onOpen(node.nodeData.path);
            else
              setExpanded((current) => {
                const next = new Set(current);
                if (next.has(String(node.id))) next.delete(String(node.id));
                else next.add(String(node.id));
                return next;
              });
          }}
          onNodeExpand={(node) => setExpanded((current) => new Set(current).add(String(node.id)))}
          onNodeCollapse={(node) =>
            setExpanded((current) => {
              const next = new Set(current);
              next.delete(String(node.id));
              return next;
            })
          }
        />
      )}
    </nav>
  );
}
