import blueprintCss from '@blueprintjs/core/lib/css/blueprint.css?inline';
import { adoptLibraryCss } from './documentStyles';

/*
 * Blueprint's stylesheet for the document, imported by each lazily loaded part of the shell that
 * draws with Blueprint (the signed-in frame, the sign-in variants, the lock screen, notices …; a unit test
 * holds them to it), not by the entry: the sign-in
 * page is drawn without Blueprint and does not download it. The text is the one the elements' shadow roots
 * adopt, so the download is shared with them.
 */
adoptLibraryCss(blueprintCss);
