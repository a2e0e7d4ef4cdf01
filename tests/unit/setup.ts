// Shared unit-test setup: jsdom provides window, localStorage and sessionStorage.
export {};
