/**
 * The Python side of a cell run, shared by the build-time runner (Node) and
 * the reader's browser (Web Worker), so both execute cells identically.
 *
 * `_site_run_cell(source, filename)` runs one cell in the page's namespace, like a notebook:
 * statements are executed, and the value of a final bare expression is
 * returned as its repr (None is not shown). An exception, including the
 * KeyboardInterrupt used to stop a runaway cell, is returned as a traceback
 * without the driver's own frame.
 */
export const driverSource = String.raw`
import ast as _site_ast
import traceback as _site_traceback

_site_namespace = {"__name__": "__main__"}

def _site_reset():
    _site_namespace.clear()
    _site_namespace["__name__"] = "__main__"

def _site_run_cell(source, filename):
    try:
        tree = _site_ast.parse(source, filename, "exec")
    except SyntaxError as error:
        return [None, "".join(_site_traceback.format_exception_only(type(error), error))]
    try:
        last = None
        if tree.body and isinstance(tree.body[-1], _site_ast.Expr):
            last = _site_ast.Expression(tree.body.pop().value)
        exec(compile(tree, filename, "exec"), _site_namespace)
        if last is not None:
            value = eval(compile(last, filename, "eval"), _site_namespace)
            if value is not None:
                return [repr(value), None]
        return [None, None]
    except BaseException as error:
        frames = error.__traceback__.tb_next if error.__traceback__ else None
        lines = _site_traceback.format_exception(type(error), error, frames)
        return [None, "".join(lines)]
`;

/** PYTHONHASHSEED fixed so that set and dict orders of strings are the same on every run. */
export const pythonEnv = {PYTHONHASHSEED: '0'};
