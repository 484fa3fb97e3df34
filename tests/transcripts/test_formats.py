"""Every transcript format, read from fixtures written from each provider's public docs (see fixtures/*/README.md).

Each test asserts every card of its fixture: title, phase, arguments, result
(the text, or ``("error", message, code, body)`` for a failed call) and the
render intent it is drawn with.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skinwright.calls import error_info
from skinwright.intents import view_for
from skinwright.transcripts import FORMATS, read_transcript

FIXTURES = Path(__file__).parent / "fixtures"


def read(name: str, **kw):
    return read_transcript(name, (FIXTURES / name).read_text(encoding="utf-8"), **kw)


def result(call):
    if call.result is None:
        return None
    info = error_info(call.result.error)
    return call.result.content if info is None else ("error", info.message, info.code, info.body)


def cards(t) -> list[list[tuple]]:
    """[[(title, phase, arguments, result, intent), …] per turn]."""
    return [[(c.title, c.phase, c.arguments if c.arguments is not None else c.arguments_text, result(c),
              view_for(c)[0]) for c in turn] for turn in t.turns]


def notes(t) -> list[str]:
    return [d.format().splitlines()[0] for d in t.diagnostics]


# --- OpenAI Responses ------------------------------------------------------------------------------------

def test_responses_items_with_client_tools():
    t = read("openai-responses/function-tools.json")
    assert t.format == "openai-responses" and t.diagnostics == ()
    assert cards(t) == [[
        ("get_weather", "output-available", {"location": "Paris, France", "unit": "celsius"},
         '{"temperature":18,"conditions":"light rain"}', "generic"),
        ("code_exec", "output-available", "print(sum(range(1, 11)))", "55", "generic"),  # free-text input
        ("local_shell", "output-available", {"command": ["ls", "-la", "build"], "workdir": "/workspace"},
         "total 8\ndrwxr-xr-x 2 dev dev 4096 .\n-rw-r--r-- 1 dev dev  512 app.js", "terminal"),
        ("shell", "output-available", {"command": "rm -rf build\nls"},
         '{"stdout":"README.md\\nsrc\\n","stderr":"","exit_code":0}', "terminal"),
    ], [
        ("apply_patch", "output-available", {"type": "update_file", "path": "src/main.ts", "diff":
                                              '@@ function main() {\n-  console.log("helo");\n+  console.log("hello");\n }'},
         "Updated src/main.ts", "diff"),
        ("computer", "output-available", {"type": "click", "button": "left", "x": 156, "y": 50},
         '{"type":"computer_screenshot","image_url":"data:image/png;base64,… (2,754 characters)"}', "generic"),
        ("deploy", "output-error", {"env": "staging"}, None, "generic"),  # no output: interrupted
    ]]
    local_shell, shell = t.turns[0][2], t.turns[0][3]
    assert view_for(local_shell)[1]["title"] == "ls -la build" and view_for(local_shell)[1]["cwd"] == "/workspace"
    assert view_for(shell)[2] == {"output": "README.md\nsrc\n", "exitCode": 0}
    # the V4A patch body (its @@ line locates the hunk) becomes the old and new text it changes
    assert view_for(t.turns[1][0])[1] == {"diffs": [{"path": "src/main.ts", "oldText": '  console.log("helo");\n}',
                                                     "newText": '  console.log("hello");\n}'}]}


def test_responses_hosted_tools_are_cards_with_their_intents():
    t = read("openai-responses/hosted-tools.json")
    assert t.format == "openai-responses" and t.diagnostics == ()
    assert cards(t) == [[
        ("web_search", "output-available", {"query": "positive news story today"},
         '[{"type":"url","url":"https://www.example.org/good-news"}]', "search"),
        ("web_search", "output-available", {"type": "open_page", "url": "https://www.example.org/good-news"}, "",
         "web"),
        ("file_search", "output-available", {"query": "deep research by OpenAI"},
         '[{"path":"deep_research_blog.pdf","text":"Deep research is an agent that conducts multi-step research…"}]',
         "search"),
        ("code_interpreter", "output-available", {"code": "import math\nprint(math.sqrt(3 * 4 * 9))"}, "6.0",
         "terminal"),
        ("deepwiki / ask_question", "output-available",
         {"repoName": "modelcontextprotocol/modelcontextprotocol", "question": "What transport protocols are supported?"},
         "The 2025-03-26 version of the MCP spec supports two transports: stdio and Streamable HTTP.", "generic"),
        ("stripe / create_payment_link", "output-error", {"amount": 2000, "currency": "usd"},
         ("error", "Invalid API key provided", "mcp_tool_execution_error", {"status": 401}), "generic"),
        ("deepwiki / read_wiki_structure", "awaiting-approval", {"repoName": "openai/codex"}, None, "generic"),
    ]]
    web_search, open_page = t.turns[0][:2]
    assert view_for(web_search)[2] == {"results": [{"path": None, "line": None, "text": None,
                                                    "url": "https://www.example.org/good-news", "title": None}]}
    assert view_for(open_page)[1] == {"url": "https://www.example.org/good-news"}
    assert (t.turns[0][4].call_type, t.turns[0][4].mcp_name) == ("mcp", "deepwiki")


def test_responses_approval_then_call_is_one_card_and_a_denial_fails_it():
    items = ('[{"type": "mcp_approval_request", "id": "mcpr_1", "server_label": "deepwiki", "name": "ask", '
             '"arguments": "{\\"q\\": 1}"},'
             '{"type": "mcp_approval_response", "approval_request_id": "mcpr_1", "approve": true},'
             '{"type": "mcp_call", "id": "mcp_9", "approval_request_id": "mcpr_1", "server_label": "deepwiki", '
             '"name": "ask", "arguments": "{\\"q\\": 1}", "output": "42"},'
             '{"type": "mcp_approval_request", "id": "mcpr_2", "server_label": "deepwiki", "name": "drop", '
             '"arguments": "{}"},'
             '{"type": "mcp_approval_response", "approval_request_id": "mcpr_2", "approve": false}]')
    t = read_transcript("t.json", items)
    assert cards(t) == [[("deepwiki / ask", "output-available", {"q": 1}, "42", "generic"),
                         ("deepwiki / drop", "output-error", {}, ("error", None, "approval_denied", None), "generic")]]


def test_responses_stream_shows_arguments_streaming_when_live():
    assert cards(read("openai-responses/stream.jsonl", live=True)) == [
        [("read_file", "input-streaming", '{"path":"src/app.', None, "generic")]]
    assert cards(read("openai-responses/stream.jsonl")) == [
        [("read_file", "output-error", '{"path":"src/app.', None, "generic")]]


def test_a_response_object_is_read_as_its_output_items():
    # the case: {"object": "response", "output": [...]} used to be "holds no messages"
    t = read_transcript("r.json", '{"object": "response", "status": "in_progress", "output": [{"type": '
                        '"web_search_call", "id": "ws_1", "status": "searching", "action": {"type": "search", '
                        '"query": "q"}}]}', live=True)
    assert cards(t) == [[("web_search", "input-available", {"query": "q"}, None, "search")]]


# --- Gemini ----------------------------------------------------------------------------------------------

def test_gemini_rest_contents_pair_by_order_and_name_with_a_note():
    t = read("gemini/contents.json")
    assert t.format == "gemini"
    assert cards(t) == [[
        ("power_disco_ball", "output-available", {"power": True}, "Disco ball is spinning!", "generic"),
        ("start_music", "output-available", {"energetic": True, "loud": True},
         "Starting music! energetic=True loud=True", "generic"),
        ("dim_lights", "output-error", {"brightness": 0.5},
         ("error", "The light controller is offline", "UNAVAILABLE", {"code": 503}), "generic"),
    ]]
    assert notes(t) == ["gemini/contents.json:41:3: info render/paired-by-order 3 results carry no call id; "
                        "paired with the calls by order and name"]


def test_gemini_python_sdk_snake_case_with_ids_and_code_execution():
    t = read("gemini/python-sdk.json")
    assert t.format == "gemini" and t.diagnostics == ()
    code = "primes = [n for n in range(2, 300) if all(n % d for d in range(2, n))][:50]\nprint(sum(primes))"
    assert cards(t) == [[
        ("get_current_weather", "output-available", {"location": "Boston, MA"}, "Sunny, 22°C", "generic"),
        ("code_execution", "output-available", {"code": code, "language": "PYTHON"}, "5117\n", "terminal"),
        ("code_execution", "output-error", {"code": "import sympy\nprint(sympy.prime(50))", "language": "PYTHON"},
         ("error", "ModuleNotFoundError: No module named 'sympy'\n", "OUTCOME_FAILED", None), "terminal"),
    ]]


# --- LangChain / LangGraph -----------------------------------------------------------------------------------

def test_langchain_messages_to_dict_with_error_status_and_invalid_calls():
    t = read("langchain/messages_to_dict.json")
    assert t.format == "langchain" and t.diagnostics == ()
    assert cards(t) == [[
        ("multiply", "output-available", {"a": 3, "b": 12}, "36", "generic"),
        ("add", "output-error", {"a": 11, "b": 49},
         ("error", "Error: add() got an unexpected keyword argument 'b'\n Please fix your mistakes.", None, None),
         "generic"),
        ("divide", "output-error", '{"a": 1, "b":',
         ("error", 'Function divide arguments:\n\n{"a": 1, "b":\n\nare not valid JSON.', None, None), "generic"),
    ]]


def test_langchain_dumpd_with_a_streaming_chunk():
    expected = [("search_docs", "output-available", {"query": "checkpointer"},
                 "Checkpointers save a snapshot of the graph state at every super-step.", "generic")]
    assert cards(read("langchain/dumpd.json")) == [
        [*expected, ("read_file", "output-error", '{"path": "langgraph/chec', None, "generic")]]
    assert cards(read("langchain/dumpd.json", live=True)) == [
        [*expected, ("read_file", "input-streaming", '{"path": "langgraph/chec', None, "generic")]]


def test_langgraph_state_interrupted_for_approval():
    listed = ("list_files", "output-available", {"path": "/var/log/app"}, "app.log\napp.log.1\napp.log.2", "generic")
    sql = {"query": "DELETE FROM logs WHERE age > 30"}
    rm = ("bash", "awaiting-approval", {"command": "rm /var/log/app/app.log.1 /var/log/app/app.log.2"}, None,
          "terminal")
    # the interrupt names bash; execute_sql was not run either: interrupted, or still waiting when live
    assert cards(read("langchain/graph-state.json")) == [
        [listed, ("execute_sql", "output-error", sql, None, "generic"), rm]]
    assert cards(read("langchain/graph-state.json", live=True)) == [
        [listed, ("execute_sql", "input-available", sql, None, "generic"), rm]]


# --- MCP ----------------------------------------------------------------------------------------------------

def test_mcp_log_calls_results_errors_and_cancellation():
    t = read("mcp/session.jsonl")
    assert t.format == "mcp" and t.diagnostics == ()
    assert cards(t) == [[
        ("weather / get_weather", "output-available", {"location": "New York"},
         "Current weather in New York:\nTemperature: 72°F\nConditions: Partly cloudy", "generic"),
        ("weather / get_weather_data", "output-available", {"location": "New York"},
         '{"temperature": 22.5, "conditions": "Partly cloudy", "humidity": 65}', "generic"),
        ("weather / get_flight_status", "output-error", {"flight": "UA 1234"},
         ("error", "Failed to fetch weather data: API rate limit exceeded", None, None), "generic"),  # isError
        ("weather / invalid_tool_name", "output-error", {},
         ("error", "Unknown tool: invalid_tool_name", "-32602", {"available": ["get_weather", "get_weather_data"]}),
         "generic"),  # a JSON-RPC error
        ("weather / get_radar", "output-available", {"region": "northeast"},
         "[image image/png]\nfile:///project/radar/northeast.png", "generic"),
        ("weather / get_forecast", "output-error", {"location": "Boston", "days": 10},
         ("error", "User requested cancellation", "cancelled", None), "generic"),
        ("weather / get_alerts", "output-error", {"state": "MA"}, None, "generic"),
    ]]
    assert {c.call_type for c in t.turns[0]} == {"mcp"}
    assert read("mcp/session.jsonl", live=True).turns[0][-1].phase == "input-available"


# --- AI SDK ----------------------------------------------------------------------------------------------

def test_ai_sdk_4_tool_invocations():
    t = read("ai-sdk-v4/tool-invocations.json")
    assert t.format == "ai-sdk-ui" and t.diagnostics == ()
    assert cards(t) == [[
        ("getWeatherInformation", "output-available", {"city": "San Francisco"}, "sunny", "generic"),
        ("getLocation", "output-error", {}, None, "generic"),
        ("askForConfirmation", "output-error", {"message": "Share your loca"}, None, "generic"),
    ]]
    live = read("ai-sdk-v4/tool-invocations.json", live=True)
    assert [c.phase for c in live.turns[0]] == ["output-available", "input-available", "input-streaming"]


def test_ai_sdk_4_parts_and_the_same_calls_in_tool_invocations_are_one_card():
    assert cards(read("ai-sdk-v4/parts.json")) == [[
        ("readFile", "output-available", {"path": "package.json"}, '{"content":"{\\"name\\": \\"app\\"}"}', "read")]]


def test_ai_sdk_model_messages_with_typed_outputs():
    t = read("ai-sdk-model/response-messages.json")
    assert t.format == "ai-sdk-model" and t.diagnostics == ()
    assert cards(t) == [[
        ("bash", "output-available", {"command": "npm test"}, '{"stdout":"12 passed","exitCode":0}', "terminal"),
        ("readFile", "output-available", {"path": "vite.config.ts"}, "export default { test: { globals: true } }",
         "read"),
        ("lint", "output-error", {"fix": True}, ("error", "eslint: command not found", None, None), "generic"),
        ("charge", "output-error", {"amount": 2000},
         ("error", "Your card was declined.", "card_error", {"code": "card_declined"}), "generic"),
        ("web_search", "output-available", {"query": "vitest coverage"},
         '[{"url":"https://vitest.dev/guide/coverage","title":"Coverage | Guide | Vitest"}]', "search"),
    ], [
        ("getWeather", "output-error", {"city": "Berlin"}, ("error", "city not found", None, None), "generic"),
    ]]
    assert view_for(t.turns[0][0])[2] == {"output": "12 passed", "exitCode": 0}


# --- OpenAI Chat dialects without ids ---------------------------------------------------------------------

def test_ollama_object_arguments_and_results_by_tool_name():
    t = read("ollama/chat.json")
    assert t.format == "openai-chat"
    assert cards(t) == [[
        ("get_current_temperature", "output-available", {"location": "Toronto"}, "11 degrees celsius", "generic"),
        ("get_current_temperature", "output-available", {"location": "Paris"}, "19 degrees celsius", "generic"),
        ("get_conditions", "output-available", {"location": "Paris"}, "sunny", "generic"),
    ]]
    assert t.turns[0][0].arguments_text == '{"location":"Toronto"}'  # an object keeps its JSON text
    assert notes(t) == ["ollama/chat.json:38:3: info render/paired-by-order 3 results carry no call id; "
                        "paired with the calls by order and name"]


def test_openai_legacy_function_call_and_function_role():
    t = read("openai-legacy/functions.json")
    assert t.format == "openai-chat"
    assert cards(t) == [
        [("get_current_weather", "output-available", {"location": "Boston, MA"},
          '{"temperature": "72", "unit": "fahrenheit", "forecast": ["sunny", "windy"]}', "generic")],
        [("get_current_weather", "output-error", {"location": "Paris"}, None, "generic")],
    ]
    assert [d.code for d in t.diagnostics] == ["render/paired-by-order"]


def test_a_result_without_id_whose_call_never_came_is_reported():
    t = read_transcript("t.json", '[{"role": "tool", "tool_name": "ghost", "content": "boo"}, '
                                  '{"role": "assistant", "tool_calls": [{"function": {"name": "real", "arguments": {}}}]}]')
    assert notes(t) == ["t.json:1:2: warning render/unmatched-result result without a call id, and no call of its "
                        "name waits for one"]


# --- LobeHub -----------------------------------------------------------------------------------------------

def test_lobehub_messages_with_plugin_errors_and_legacy_identifiers():
    t = read("lobehub/messages.json", aliases={"lobe-local-files": "lobe-local-system",
                                               "lobe-local-system/listLocalFiles": "lobe-local-system/listFiles"})
    assert t.format == "lobehub" and t.diagnostics == ()
    assert cards(t) == [[
        ("lobe-web-browsing / search", "output-available",
         {"query": "LobeHub agent marketplace", "searchEngines": ["google"]},
         '[{"title": "LobeHub Agent Marketplace", "url": "https://lobehub.com/discover", '
         '"content": "Discover and share agents\\u2026"}]', "search"),
        ("lobe-local-system / readLocalFile", "output-available", {"path": "/Users/me/project/README.md", "loc": [1, 40]},
         "# My project\n\nRun `npm run build`.", "read"),
        ("lobe-local-system / listFiles", "output-available", {"path": "/Users/me/project"},
         "README.md\nsrc\npackage.json", "generic"),
        ("lobe-local-system / runCommand", "output-error", {"command": "npm run build", "description": "Build the project"},
         ("error", "Command exited with code 1: Cannot find module 'vite'", "PluginServerError",
          {"exitCode": 1, "stderr": "Error: Cannot find module 'vite'"}), "terminal"),
        ("stock-quote / getQuote", "output-error", {"symbol": "AAPL"},
         ("error", None, "PluginSettingsInvalid", {"message": "API key is missing", "field": "apiKey"}), "generic"),
    ]]
    assert {c.call_type for c in t.turns[0]} == {"function"}  # "Called tool …", not MCP
    assert view_for(t.turns[0][1])[1] == {"path": "/Users/me/project/README.md", "startLine": 1, "endLine": 40}
    # without the map, history keeps its stored names
    assert [c.title for c in read("lobehub/messages.json").turns[0][1:3]] == [
        "lobe-local-files / readLocalFile", "lobe-local-system / listLocalFiles"]


def test_lobehub_export_file():
    assert cards(read("lobehub/export.json")) == [[
        ("lobe-web-browsing / crawlSinglePage", "output-available", {"url": "https://time.is/Tokyo"},
         "Time in Tokyo: 21:04", "web")]]


# --- provider error objects -------------------------------------------------------------------------------

def test_provider_error_objects_give_message_code_and_body():
    t = read("provider-errors/tool-results.json")
    assert [result(c) for c in t.turns[0]] == [
        ("error", "Incorrect API key provided: sk-abc***. You can find your API key at "
                  "https://platform.openai.com/account/api-keys.", "invalid_request_error",
         {"param": None, "code": "invalid_api_key"}),
        ("error", "Overloaded", "overloaded_error", None),
        ("error", "Resource has been exhausted (e.g. check quota).", "RESOURCE_EXHAUSTED",
         {"code": 429, "details": [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "37s"}]}),
        ("error", None, "max_uses_exceeded", {"type": "web_search_tool_result_error"}),
    ]
    assert [c.phase for c in t.turns[0]] == ["output-error"] * 4


# --- the registry ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f.name)
def test_each_format_reads_its_own_sample_and_is_detected_from_it(fmt):
    t = read_transcript("sample", fmt.sample)
    assert t.format == fmt.name
    assert sum(len(turn) for turn in t.turns) >= 1 and all(c.phase == "output-available" for turn in t.turns
                                                             for c in turn)
    assert fmt.docs and all(url.startswith("https://") for url in fmt.docs)


@pytest.mark.parametrize("fmt", FORMATS, ids=lambda f: f.name)
def test_format_forces_a_reading(fmt):
    assert read_transcript("sample", fmt.sample, format=fmt.name).format == fmt.name


# --- structured errors as drawn ---------------------------------------------------------------------------

@pytest.mark.parametrize("name, index, message, code, body", [
    ("lobehub/messages.json", 3, "Command exited with code 1: Cannot find module 'vite'", "PluginServerError",
     '{"exitCode":1,"stderr":"Error: Cannot find module \'vite\'"}'),
    ("lobehub/messages.json", 4, "The call failed without an error message.", "PluginSettingsInvalid",
     '{"message":"API key is missing","field":"apiKey"}'),
    ("mcp/session.jsonl", 3, "Unknown tool: invalid_tool_name", "-32602",
     '{"available":["get_weather","get_weather_data"]}'),
    ("mcp/session.jsonl", 2, "Failed to fetch weather data: API rate limit exceeded", None, None),
    ("provider-errors/tool-results.json", 0, "Incorrect API key provided: sk-abc***. You can find your API key at "
     "https://platform.openai.com/account/api-keys.", "invalid_request_error", '{"param":null,"code":"invalid_api_key"}'),
    ("provider-errors/tool-results.json", 2, "Resource has been exhausted (e.g. check quota).", "RESOURCE_EXHAUSTED",
     '{"code":429,"details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"37s"}]}'),
])
def test_a_structured_error_draws_its_message_code_and_body(name, index, message, code, body):
    from skinwright.cards import render_card
    from tests.htmlparts import parse
    from tests.specs import renderers

    call = read(name).turns[0][index]
    card = parse(render_card(call, iter(["c"]), card=renderers()["card"]))
    [error] = [e for e in card.iter() if e.get("data-scope") == "tool-call" and e.get("data-part") == "error"]
    assert (error.text or "").strip() == message
    codes = [e.text for e in error.iter() if e.get("data-part") == "error-code"]
    bodies = [e for e in error.iter() if e.get("data-part") == "error-body"]
    assert codes == ([code] if code else [])
    if body is None:
        assert bodies == []
    else:
        [details] = bodies
        assert details.tag == "details" and details.get("open") is None
        assert [e.text for e in details.iter() if e.get("data-part") == "code"] == [body]


def test_lobehub_grouped_messages_carry_their_results():
    grouped = ('[{"id": "u", "role": "user", "content": "hi"}, {"id": "g", "role": "assistantGroup", "content": "", '
               '"children": [{"id": "b1", "content": "", "tools": [{"id": "call_1", "identifier": "lobe-web-browsing", '
               '"apiName": "search", "arguments": "{\\"query\\": \\"a\\"}", "type": "builtin", '
               '"result": {"id": "t1", "content": "[]", "state": {"results": []}}}, {"id": "call_2", '
               '"identifier": "lobe-local-system", "apiName": "runCommand", "arguments": "{\\"command\\": \\"ls\\"}", '
               '"type": "builtin", "intervention": {"status": "pending"}}]}]}]')
    assert cards(read_transcript("g.json", grouped)) == [[
        ("lobe-web-browsing / search", "output-available", {"query": "a"}, "[]", "search"),
        ("lobe-local-system / runCommand", "awaiting-approval", {"command": "ls"}, None, "terminal")]]
