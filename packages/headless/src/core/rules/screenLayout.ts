/** The login list's maximum height; the list scrolls past it (also ). */
export const LOGIN_LIST_MAX_HEIGHT_PX = 400
