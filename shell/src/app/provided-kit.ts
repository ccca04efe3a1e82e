/**
 * The kit's parts the shell provides to the sections as shared singletons (rspack.shared.ts) but does not load on
 * its own pages. The federation plugin provides only what the build imports, so each is named here; nothing calls
 * these on a page load (the form kit is a long task to evaluate on a slow phone): a section that needs one gets the
 * shell's copy through the share scope.
 */
export const providedKitParts = {
  forms: () => import('@tax/shared/forms'),
  numberInput: () => import('@tax/shared/number-input'),
  // The staff workspace's part: Mantine's table, form controls, modal and dates. Only the workspace section loads it;
  // no public page ever does.
  workspaceUi: () => import('@tax/shared/workspace-ui'),
};
