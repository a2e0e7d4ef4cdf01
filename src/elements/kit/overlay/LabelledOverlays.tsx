import {
  Dialog as BlueprintDialog,
  Drawer as BlueprintDrawer,
  type DialogProps,
  type DrawerProps,
} from '@blueprintjs/core';
import type { ReactNode, SyntheticEvent } from 'react';
import { OverlayTitle } from './OverlayTitle';

/**
 * Blueprint's Drawer and Dialog with the close button in the reader's language: a titled overlay whose
 * close button is shown gets OverlayTitle's button instead of Blueprint's own (labelled "Close" in every
 * language). Same props as Blueprint's, so an element switches by its import alone.
 */
function labelled<P extends { title?: ReactNode; isCloseButtonShown?: boolean }>(
  props: P,
  onClose: ((event: SyntheticEvent<HTMLElement>) => void) | undefined,
): P {
  if (props.title == null || props.title === '' || props.isCloseButtonShown === false) return props;
  return {
    ...props,
    isCloseButtonShown: false,
    title: <OverlayTitle text={props.title} onClose={(event) => onClose?.(event)} />,
  };
}

export function Drawer(props: DrawerProps) {
  return <BlueprintDrawer {...labelled(props, props.onClose)} />;
}

export function Dialog(props: DialogProps) {
  return <BlueprintDialog {...labelled(props, props.onClose)} />;
}
