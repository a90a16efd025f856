import { useCan } from '../../session';

/** Whether the session may ask the assistant (`assistant:use`); everything of the assistant is hidden otherwise. */
export const useCanAssist = (): boolean => useCan()('assistant:use');
