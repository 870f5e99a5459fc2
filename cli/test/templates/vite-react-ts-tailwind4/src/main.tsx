import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// As `npm create vite` writes it: the app's App is a default export.
import App from './App'
import './index.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
