*** Settings ***
Documentation     Snapshot's root, depth, max_chars and file_path on a long list, and Find Refs,
...               whose ref a click then uses.
Resource          ../resources/common.resource
Suite Setup       Create Instance    parts
Suite Teardown    Destroy Instance    parts


*** Test Cases ***
A Root Keeps That Element's Subtree
    Open Test Page    collections.html
    ${whole} =    Snapshot
    ${list} =    Find Refs    role=list
    ${part} =    Snapshot    root=${list.matches[0].ref}
    Should Start With    ${part.snapshot}    - list
    Should Be True    len($part.snapshot) < len($whole.snapshot)
    Should Be Equal    ${part.page_chars}    ${whole.page_chars}

A Depth And A Budget Say Where They Cut
    Open Test Page    collections.html
    ${top} =    Snapshot    depth=0
    Should Be True    ${top.truncated}
    Should Contain    ${top.snapshot}    more line(s) below: snapshot with root=
    ${small} =    Snapshot    max_chars=300
    Should Be True    len($small.snapshot) <= 300
    Should Match Regexp    ${small.snapshot}    \\n# cut: \\d+ of \\d+ characters shown

The Whole Snapshot To A File
    Open Test Page    collections.html
    ${written} =    Snapshot    file_path=${OUTPUT DIR}/collections-snapshot.yaml
    Should Be Equal    ${written.snapshot}    ${None}
    ${text} =    Get File    ${written.path}
    Should Be Equal As Integers    ${written.chars}    ${{ len($text) }}

Find Refs Gives The Ref A Click Uses
    Open Test Page    form.html
    ${found} =    Find Refs    role=button
    Should Be True    ${found.count} >= 1
    Click    ${found.matches[0].ref}
    ${none} =    Find Refs    role=button    name=no such button
    Should Be Equal As Integers    ${none.count}    0
    Run Keyword And Expect Error    invalid_params: give at least one of 'role', 'name' and 'text'*    Find Refs
    Run Keyword And Expect Error    stale_ref: argument 'root': ref 'e99999' is not on the page now*
    ...    Snapshot    root=e99999
