import { useEffect, type RefObject } from 'react';

const isTyping = (target: EventTarget | null) =>
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Focuses `input` on Ctrl+K / Cmd+K anywhere, and on `/` when no other field is being typed in. */
export const useFocusShortcut = (input: RefObject<HTMLInputElement | null>) => {
    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            const command = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
            const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
            if (!command && !slash) return;
            event.preventDefault();
            input.current?.focus();
            input.current?.select();
        };
        document.addEventListener('keydown', onKey);
        return () => document.removeEventListener('keydown', onKey);
    }, [input]);
};
