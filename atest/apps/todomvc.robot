*** Settings ***
Documentation     A TodoMVC-style app end to end, with the keywords a Robot author writes
...               every day and no JavaScript of the test's own: add (the app adds on the
...               field's change event), edit by double click, complete, toggle all,
...               filter, delete on hover, clear completed, and the list kept in
...               localStorage across a reload.
Resource          ../resources/common.resource
Suite Setup       Create Instance    todomvc
Test Setup        Open Empty Todo List


*** Variables ***
${NEW}            id=new-todo
${ITEMS}          css=.todo-list li
${COUNT}          id=todo-count


*** Test Cases ***
Adding Todos Lists Them In Order
    Add Todos    Buy milk    Walk the dog    Write the report
    Get Element Count    ${ITEMS}    ==    3
    Get Text    ${ITEMS} >> nth=0    ==    Buy milk
    Get Text    ${ITEMS} >> nth=2    ==    Write the report
    Get Text    ${COUNT}    ==    3 items left
    Get Value    ${NEW}    ==    ${EMPTY}

A Blank Todo Is Not Added
    Type    ${NEW}    ${SPACE * 3}    submit=True
    Get Element Count    ${ITEMS}    ==    0
    Get Element States    id=footer    contains    hidden

Double Click Edits A Todo
    Add Todos    Buy milk
    Double Click    ${ITEMS} >> label
    Get Element States    ${ITEMS} >> css=.edit    *=    ['visible', 'focused']
    Fill Text    ${ITEMS} >> css=.edit    Buy oat milk
    Press Key    Enter
    Get Text    ${ITEMS} >> label    ==    Buy oat milk
    Get Classes    ${ITEMS}    not contains    editing

Escape Cancels An Edit
    Add Todos    Buy milk
    Double Click    ${ITEMS} >> label
    Type    ${ITEMS} >> css=.edit    Buy bread
    Press Key    Escape
    Get Text    ${ITEMS} >> label    ==    Buy milk

Completing A Todo Strikes It Through And Counts It Done
    Add Todos    Buy milk    Walk the dog
    Check Checkbox    css=[aria-label="Toggle Buy milk"]
    Get Classes    ${ITEMS} >> nth=0    contains    completed
    Get Style    ${ITEMS} >> nth=0 >> label    text-decoration-line    ==    line-through
    Get Text    ${COUNT}    ==    1 item left
    Get Element States    id=clear-completed    contains    visible

Toggle All Completes Every Todo And Back
    Add Todos    Buy milk    Walk the dog
    Check Checkbox    id=toggle-all
    Get Text    ${COUNT}    ==    0 items left
    Get Checkbox State    css=[aria-label="Toggle Walk the dog"]    ==    ${True}
    Uncheck Checkbox    id=toggle-all
    Get Text    ${COUNT}    ==    2 items left
    Get Element Count    css=.todo-list li.completed    ==    0

Filters Show Active And Completed Todos
    Add Todos    Buy milk    Walk the dog    Write the report
    Check Checkbox    css=[aria-label="Toggle Walk the dog"]
    Click    css=a[data-filter=active]
    Get Url    $=    \#/active
    Get Element Count    ${ITEMS}    ==    2
    Get Classes    css=a[data-filter=active]    contains    selected
    Click    css=a[data-filter=completed]
    Get Element Count    ${ITEMS}    ==    1
    Get Text    ${ITEMS} >> label    ==    Walk the dog
    Navigate Back
    Get Element Count    ${ITEMS}    ==    2
    Click    css=a[data-filter=all]
    Get Element Count    ${ITEMS}    ==    3

The Delete Button Shows On Hover
    Add Todos    Buy milk    Walk the dog
    Get Element States    css=[aria-label="Delete Buy milk"]    contains    hidden
    Hover    ${ITEMS} >> nth=0
    Get Element States    css=[aria-label="Delete Buy milk"]    contains    visible
    Click    css=[aria-label="Delete Buy milk"]
    Get Element Count    ${ITEMS}    ==    1
    Get Text    ${ITEMS} >> label    ==    Walk the dog

Clear Completed Removes The Done Todos
    Add Todos    Buy milk    Walk the dog    Write the report
    Check Checkbox    css=[aria-label="Toggle Buy milk"]
    Check Checkbox    css=[aria-label="Toggle Write the report"]
    Click    id=clear-completed
    Get Element Count    ${ITEMS}    ==    1
    Get Text    ${ITEMS} >> label    ==    Walk the dog
    Wait For Elements State    id=clear-completed    hidden

Todos Survive A Reload
    Add Todos    Buy milk    Walk the dog
    Check Checkbox    css=[aria-label="Toggle Walk the dog"]
    Reload
    Get Element Count    ${ITEMS}    ==    2
    Get Checkbox State    css=[aria-label="Toggle Walk the dog"]    ==    ${True}
    Get Checkbox State    css=[aria-label="Toggle Buy milk"]    ==    ${False}
    Get Text    ${COUNT}    ==    1 item left
    ${storage} =    Get Local Storage
    Should Contain    ${storage}[items][todos-fixture]    "title":"Walk the dog","completed":true


*** Keywords ***
Open Empty Todo List
    Open Test Page    todomvc/index.html
    Clear Local Storage
    Reload
    Get Element Count    ${ITEMS}    ==    0

Add Todos
    [Documentation]    Types each title in the new-todo field and presses Enter.
    [Arguments]    @{titles}
    FOR    ${title}    IN    @{titles}
        Type    ${NEW}    ${title}    submit=True
    END
