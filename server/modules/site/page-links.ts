/** `next` and `previous` of a paginated list (DESIGN §8): the request URL with another `page`. */
export function pageLinks(requestUrl: string, page: number, pageSize: number, count: number) {
  const linkTo = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set("page", String(target));
    url.searchParams.set("page_size", String(pageSize));
    return url.toString();
  };
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
  };
}
