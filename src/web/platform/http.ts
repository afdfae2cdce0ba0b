import axios from 'axios';

/** The site's one HTTP client (the spec's request rules are layered on it in one place). */
export const http = axios.create({
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});
