*** Settings ***
Documentation     TodoMVC's Polymer 0.5 example (webcomponents.js 0.5 polyfills: Shadow DOM,
...               HTML imports, custom elements), end to end with the keywords a Robot
...               author writes every day, following TodoMVC's own test specification
...               (new todo, mark all, item, editing, counter, clear completed,
...               persistence, routing). The app is not in this repository: get
...               tastejs/todomvc at commit 7d6e999c8 (its last Polymer 0.5 example),
...               serve its examples/polymer folder on 127.0.0.1 and give its address:
...
...               | python3 -m http.server 8766 --bind 127.0.0.1 --directory todomvc/examples/polymer &
...               | robot --pythonpath . --variable TODOMVC_POLYMER:http://127.0.0.1:8766/ --suite Atest.Apps.Todomvc_Polymer atest
...
...               Without that variable every test is skipped. Five tests meet defects of
...               the app itself on today's engines, which a person's input shows the same:
...               tagged ``app-defect`` and ``robot:skip-on-failure``, they are skipped with
...               the failure and pass once the app is fixed. What it measured is in
...               docs/engine-notes.md, "A Polymer 0.5 app".
Resource          ../resources/common.resource
Suite Setup       Open The App
Test Setup        Start Empty
Test Tags         external-app


*** Variables ***
${TODOMVC_POLYMER}    ${EMPTY}
${NEW}            id=new-todo
${ITEMS}          css=#todo-list li
${COUNT}          id=todo-count
${CLEAR}          id=clear-completed
${TOGGLE ALL}     id=toggle-all


*** Test Cases ***
New Todo: Adds Items
    Add Todos    buy some cheese
    Todos Should Be    buy some cheese
    Add Todos    feed the cat
    Todos Should Be    buy some cheese    feed the cat

New Todo: Clears The Field When An Item Is Added
    Add Todos    buy some cheese
    Get Value    ${NEW}    ==    ${EMPTY}

New Todo: Appends New Items To The Bottom
    Add Todos    buy some cheese    feed the cat    book a doctors appointment
    Get Text    ${COUNT}    ==    3 items left
    Get Text    ${ITEMS} >> nth=2 >> label    ==    book a doctors appointment

New Todo: Trims The Text
    Add Todos    ${SPACE * 3}buy some cheese${SPACE * 3}
    Todos Should Be    buy some cheese

New Todo: Shows Main And Footer When Items Are Added
    Get Element States    id=main    contains    hidden
    Add Todos    buy some cheese
    Get Element States    id=main    contains    visible
    Get Element States    id=footer    contains    visible

Mark All: Marks Every Item Completed
    Add Three Todos
    Check Checkbox    ${TOGGLE ALL}
    Get Element Count    css=#todo-list li .view.completed    ==    3

Mark All: Clears The Completion Of Every Item
    Add Three Todos
    Check Checkbox    ${TOGGLE ALL}
    Uncheck Checkbox    ${TOGGLE ALL}
    Get Element Count    css=#todo-list li .view.completed    ==    0

Mark All: Its Checkbox Follows The Items
    [Documentation]    The app's own defect on today's engines (docs/engine-notes.md, "A
    ...    Polymer 0.5 app"): its checkbox binding listens for ``change``, which a click
    ...    fires after the click handler that recounts the model, so toggle-all keeps the old state. A person's
    ...    click (X events on a headed Firefox) gives the same. It passes when the app is fixed.
    [Tags]    robot:skip-on-failure    app-defect
    Add Three Todos
    Check Checkbox    ${TOGGLE ALL}
    Get Checkbox State    ${TOGGLE ALL}    ==    ${True}
    Uncheck Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Get Checkbox State    ${TOGGLE ALL}    ==    ${False}
    Check Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Get Checkbox State    ${TOGGLE ALL}    ==    ${True}

Item: Marks Items Complete
    Add Todos    buy some cheese    feed the cat
    Check Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Get Classes    ${ITEMS} >> nth=0 >> css=.view    contains    completed
    Get Classes    ${ITEMS} >> nth=1 >> css=.view    not contains    completed
    Check Checkbox    ${ITEMS} >> nth=1 >> css=.toggle
    Get Classes    ${ITEMS} >> nth=1 >> css=.view    contains    completed

Item: Unmarks Items Complete
    Add Todos    buy some cheese    feed the cat
    Check Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Uncheck Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Get Classes    ${ITEMS} >> nth=0 >> css=.view    not contains    completed

Item: Edits An Item
    Add Three Todos
    Edit Todo    1    buy some sausages
    Press Key    Enter
    Todos Should Be    buy some cheese    buy some sausages    book a doctors appointment

Editing: Hides The Other Controls
    Add Three Todos
    Double Click    ${ITEMS} >> nth=1 >> label
    Get Element States    ${ITEMS} >> nth=1 >> css=.toggle    contains    hidden
    Get Element States    ${ITEMS} >> nth=1 >> label    contains    hidden

Editing: Saves On Enter
    Add Three Todos
    Edit Todo    1    buy some sausages
    Press Key    Enter
    Get Text    ${ITEMS} >> nth=1 >> label    ==    buy some sausages

Editing: Saves On Blur
    Add Three Todos
    Edit Todo    1    buy some sausages
    Blur    ${ITEMS} >> nth=1 >> css=.edit
    Get Text    ${ITEMS} >> nth=1 >> label    ==    buy some sausages

Editing: Trims The Text
    Add Three Todos
    Edit Todo    1    ${SPACE * 3}buy some sausages${SPACE * 3}
    Press Key    Enter
    Get Text    ${ITEMS} >> nth=1 >> label    ==    buy some sausages

Editing: An Empty Text Removes The Item
    Add Three Todos
    Edit Todo    1    ${EMPTY}
    Press Key    Enter
    Todos Should Be    buy some cheese    book a doctors appointment

Editing: Escape Cancels
    [Documentation]    The app's own defect (docs/engine-notes.md, "A Polymer 0.5 app"): its
    ...    editor's value is bound to the todo's title on every ``input`` event, and
    ...    Escape only closes the editor, so the typed text stays. A person's typing and
    ...    Escape (X events on a headed Firefox) give the same. It passes when the app is fixed.
    [Tags]    robot:skip-on-failure    app-defect
    Add Three Todos
    Edit Todo    1    foo
    Press Key    Escape
    Todos Should Be    buy some cheese    feed the cat    book a doctors appointment

Counter: Shows The Number Of Items Left
    Add Todos    buy some cheese
    Get Text    ${COUNT}    ==    1 item left
    Add Todos    feed the cat
    Get Text    ${COUNT}    ==    2 items left

Clear Completed: Shows Its Text
    Add Three Todos
    Check Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Get Text    ${CLEAR}    ==    Clear completed

Clear Completed: Removes The Completed Items
    [Documentation]    The app's own defect on today's engines (docs/engine-notes.md, "A
    ...    Polymer 0.5 app"): its checkbox binding listens for ``change``, which a click
    ...    fires after the click handler that recounts the model, so the button stays hidden. A person's
    ...    click (X events on a headed Firefox) gives the same. It passes when the app is fixed.
    [Tags]    robot:skip-on-failure    app-defect
    Add Three Todos
    Check Checkbox    ${ITEMS} >> nth=1 >> css=.toggle
    Click    ${CLEAR}
    Todos Should Be    buy some cheese    book a doctors appointment

Clear Completed: Hidden When None Is Completed
    [Documentation]    The app's own defect on today's engines (docs/engine-notes.md, "A
    ...    Polymer 0.5 app"): its checkbox binding listens for ``change``, which a click
    ...    fires after the click handler that recounts the model, so the button never shows. A person's
    ...    click (X events on a headed Firefox) gives the same. It passes when the app is fixed.
    [Tags]    robot:skip-on-failure    app-defect
    Add Three Todos
    Check Checkbox    ${ITEMS} >> nth=0 >> css=.toggle
    Click    ${CLEAR}
    Get Element States    ${CLEAR}    contains    hidden

Persistence: Keeps Its Data
    [Documentation]    The app's own defect on today's engines (docs/engine-notes.md, "A
    ...    Polymer 0.5 app"): its checkbox binding listens for ``change``, which a click
    ...    fires after the click handler that recounts the model, so the saved list keeps the old state. A person's
    ...    click (X events on a headed Firefox) gives the same. It passes when the app is fixed.
    [Tags]    robot:skip-on-failure    app-defect
    Add Todos    buy some cheese    feed the cat
    Check Checkbox    ${ITEMS} >> nth=1 >> css=.toggle
    Reload
    Wait For Elements State    ${ITEMS} >> nth=1    visible
    Todos Should Be    buy some cheese    feed the cat
    Get Checkbox State    ${ITEMS} >> nth=1 >> css=.toggle    ==    ${True}

Routing: Shows The Active Items
    Add Three Todos
    Check Checkbox    ${ITEMS} >> nth=1 >> css=.toggle
    Click    css=#filters a[href$="#/active"]
    Todos Should Be    buy some cheese    book a doctors appointment

Routing: Shows The Completed Items
    Add Three Todos
    Check Checkbox    ${ITEMS} >> nth=1 >> css=.toggle
    Click    css=#filters a[href$="#/completed"]
    Todos Should Be    feed the cat
    Click    css=#filters a[href$="#/"]
    Get Element Count    ${ITEMS}    ==    3


*** Keywords ***
Open The App
    Skip If    not $TODOMVC_POLYMER
    ...    Give the address of TodoMVC's Polymer 0.5 example: --variable TODOMVC_POLYMER:http://127.0.0.1:PORT/
    Create Instance    todomvc-polymer

Start Empty
    Navigate    ${TODOMVC_POLYMER}
    Clear Local Storage
    Reload
    Wait For Elements State    ${NEW}    visible
    Get Element Count    ${ITEMS}    ==    0

Add Todos
    [Documentation]    Types each title in the new-todo field and presses Enter.
    [Arguments]    @{titles}
    FOR    ${title}    IN    @{titles}
        Type    ${NEW}    ${title}    submit=True
    END

Add Three Todos
    Add Todos    buy some cheese    feed the cat    book a doctors appointment

Todos Should Be
    [Documentation]    The list holds exactly these titles, in this order.
    [Arguments]    @{titles}
    ${count} =    Get Length    ${titles}
    Get Element Count    ${ITEMS}    ==    ${count}
    FOR    ${index}    ${title}    IN ENUMERATE    @{titles}
        Get Text    ${ITEMS} >> nth=${index} >> label    ==    ${title}
    END

Edit Todo
    [Documentation]    Opens the editor of the todo at ``index`` (0-based) by a double
    ...    click on its label and types ``text`` into it.
    [Arguments]    ${index}    ${text}
    Double Click    ${ITEMS} >> nth=${index} >> label
    Get Element States    ${ITEMS} >> nth=${index} >> css=.edit    *=    ['visible', 'focused']
    Fill Text    ${ITEMS} >> nth=${index} >> css=.edit    ${text}
