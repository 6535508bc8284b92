/** The element index.html shows the boot shell in (build/boot-shell.ts), removed when the app's page is up. */
export const BOOT_SHELL_ID = 'app-boot';
/** Set on the boot shell's element while a click on its 'Entrar' waits for the app's form. */
export const BOOT_SUBMIT_ATTRIBUTE = 'data-submit';
