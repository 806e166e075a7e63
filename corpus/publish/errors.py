"""Error pages that never fail themselves: a 404 is a page, an error is logged once.

Datasette 0.65's default `handle_exception` hook (`datasette.handle_exception`, added by
simonw/datasette#1416 to show tracebacks with rich) calls `rich.get_console().print_exception()`
for every error. Rich builds that traceback from `sys.exc_info()` and raises `ValueError("Value
for 'trace' required if not called in except: block")` when no exception is being handled, which
is the case when no route matches a URL (`/a/b/c/d`): Datasette calls the hook after its
routing loop, outside any `except`. The 404 then becomes a bare 500 whenever rich is installed
(spaCy installs it through typer). Hooks cannot veto each other (Datasette awaits every
handler's answer), so the plugin unregisters the default and answers every error with
`error_response`: the same statuses, JSON and templates, without rich.

Datasette's table view raises its sort mistakes (`?_sort=` a column it cannot sort by, `_sort`
with `_sort_desc`) as errors of status 500; they are the request's mistake, answered 400 with
what to do.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from datasette.utils.asgi import Base400, Response
from datasette.views.base import DatasetteError
from markupsafe import Markup, escape

# The name Datasette registers its default exception handler under (datasette/plugins.py).
DEFAULT_HANDLER = "datasette.handle_exception"

LOG = logging.getLogger("corpus.publish")
# The messages of Datasette 0.65's table view (views/table.py) for a sort it cannot do.
SORT_MISTAKE = re.compile(r"Cannot sort table by |Cannot use _sort and _sort_desc")
SORT_HINT = ": sort by one of the columns whose heading is a link, with _sort or _sort_desc."


def replace_default_handler(plugin_manager: Any) -> None:
    """Unregister Datasette's default handler (idempotent: the plugin may be loaded again)."""
    if plugin_manager.get_plugin(DEFAULT_HANDLER) is not None:
        plugin_manager.unregister(name=DEFAULT_HANDLER)


def status_and_message(exception: BaseException) -> tuple[int, str | Markup, str | None]:
    """(HTTP status, message, title) of an exception, as Datasette's default handler reads it."""
    if isinstance(exception, Base400):
        return int(exception.status), str(exception.args[0] if exception.args else ""), None
    if isinstance(exception, DatasetteError):
        message = exception.message
        if exception.status == 500 and SORT_MISTAKE.match(str(message)):
            return 400, f"{message}{SORT_HINT}", exception.title
        html = Markup(message) if exception.message_is_html else str(message)
        return int(exception.status), html, exception.title
    return 500, str(exception), None


async def error_response(datasette: Any, request: Any, exception: BaseException) -> Any:
    """The response to an error: JSON for `.json` paths, else the `<status>.html` or `error.html`
    page; an unexpected error is logged with its traceback and shows no internals."""
    status, message, title = status_and_message(exception)
    if status >= 500:
        LOG.error("error serving %s", request.path, exc_info=exception)
        message = "The server could not show this page; the error is in its log."
    info = {"ok": False, "error": message, "status": status, "title": title}
    if request.path.endswith(".json"):
        return Response.json({**info, "error": str(message)}, status=status)
    try:
        html = await datasette.render_template(
            [f"{status}.html", "error.html"], {**info, "path": request.path}, request=request
        )
    except Exception:  # the error page must not fail: say it in plain HTML
        LOG.exception("error page for %s", request.path)
        html = str(Markup("<h1>Error {}</h1><p>{}</p>").format(status, escape(str(message))))
    return Response.html(html, status=status)
