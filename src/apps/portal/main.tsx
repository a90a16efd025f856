import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followDarkClass } from '../../theme/mode';
import { PortalApp } from './PortalApp';

followDarkClass();

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <PortalApp />
    </StrictMode>,
);
