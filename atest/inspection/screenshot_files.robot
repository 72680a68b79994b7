*** Settings ***
Documentation     Screenshot's files: the image embedded in log.html, names that never
...               overwrite a file, relative paths, and file paths that cannot be used
...               (nothing is written anywhere then). See screenshot.robot for what
...               the images show.
Resource          ../resources/common.resource
Library           ../resources/LogMessages.py
Suite Setup       Run Keywords    Create Instance    screenshot-files
...               AND    Open Test Page    index.html
Test Setup        Remove Files    ${OUTPUT DIR}/shot-files-*


*** Test Cases ***
Screenshot Is Embedded In The Log
    Clear Logged Messages
    ${path} =    Screenshot
    ${html} =    Logged Html
    Length Should Be    ${html}    1
    # log.html shows the image from the file, linked relative to the log's folder.
    ${src} =    Set Variable    ${{ os.path.relpath($path, os.path.dirname($LOG_FILE)) }}
    Should Be Equal    ${src}    ${{ os.path.basename($path) }}
    Should Contain    ${html}[0]    <img src="${src}"
    Should Contain    ${html}[0]    <a href="${src}">
    Image Should Be    ${{ os.path.join(os.path.dirname($LOG_FILE), $src) }}    png

Jpeg Screenshot Is Embedded Too
    Clear Logged Messages
    ${path} =    Screenshot    type=jpeg
    Should End With    ${path}    .jpeg
    Image Should Be    ${path}    jpeg
    ${html} =    Logged Html
    Should Contain    ${html}[0]    <img src="${{ os.path.basename($path) }}"

Existing Files Are Never Overwritten
    ${first} =    Screenshot
    ${number} =    Set Variable    ${{ int(re.search(r'-(\d+)\.png$', $first).group(1)) }}
    # Files that happen to carry the next two names, e.g. from an earlier run.
    ${taken} =    Create List
    ...    ${OUTPUT DIR}/camoufox-screenshot-${number + 1}.png
    ...    ${OUTPUT DIR}/camoufox-screenshot-${number + 2}.png
    FOR    ${file}    IN    @{taken}
        Create File    ${file}    not a screenshot
    END
    ${existing} =    List Files In Directory    ${OUTPUT DIR}    camoufox-screenshot-*    absolute=True
    ${next} =    Screenshot
    Should Not Contain    ${existing}    ${next}
    Should Be True    ${{ int(re.search(r'-(\d+)\.png$', $next).group(1)) }} > ${number + 2}
    Image Should Be    ${next}    png
    FOR    ${file}    IN    @{taken}
        ${content} =    Get File    ${file}
        Should Be Equal    ${content}    not a screenshot
    END
    [Teardown]    Remove Files    @{taken}

Relative File Path Is Relative To The Output Directory
    ${path} =    Screenshot    file_path=shot-files-relative.png
    Should Be Equal    ${path}    ${{ os.path.realpath($OUTPUT_DIR) }}${/}shot-files-relative.png
    Image Should Be    ${path}    png
    File Should Not Exist    ${EXECDIR}/shot-files-relative.png
    ${path} =    Screenshot    file_path=shot-files-relative.jpg    type=jpeg
    Image Should Be    ${path}    jpeg

Given File Is Replaced
    Create File    ${OUTPUT DIR}/shot-files-given.png    old content
    ${path} =    Screenshot    file_path=${OUTPUT DIR}/shot-files-given.png
    Image Should Be    ${path}    png

Folder That Does Not Exist Writes Nothing
    ${before} =    Files Around
    Run Keyword And Expect Error    invalid_params: file_path's folder '*${/}shot-files-missing' does not exist
    ...    Screenshot    file_path=${OUTPUT DIR}/shot-files-missing/shot.png
    Should Not Exist    ${OUTPUT DIR}/shot-files-missing
    ${after} =    Files Around
    Should Be Equal    ${after}    ${before}

File In Place Of The Folder Writes Nothing
    Create File    ${OUTPUT DIR}/shot-files-not-a-folder    text
    ${before} =    Files Around
    Run Keyword And Expect Error    invalid_params: file_path's folder '*shot-files-not-a-folder' does not exist
    ...    Screenshot    file_path=${OUTPUT DIR}/shot-files-not-a-folder/shot.png
    ${after} =    Files Around
    Should Be Equal    ${after}    ${before}

Folder That Cannot Be Written Writes Nothing
    [Documentation]    /proc takes no new files, for root as well (a read-only folder
    ...    would not stop root).
    ${before} =    Files Around
    Run Keyword And Expect Error    invalid_params: file_path '/proc/shot-files.png' cannot be written*
    ...    Screenshot    file_path=/proc/shot-files.png
    Should Not Exist    /proc/shot-files.png
    ${after} =    Files Around
    Should Be Equal    ${after}    ${before}

Path That Leads Out Of The Output Directory Writes Nothing
    [Documentation]    Through ``..``, or through a link inside ${OUTPUT DIR} (written
    ...    relative or absolute): see `Output files` in the library's docs.
    Create Directory    ${OUTPUT DIR}/shot-files-links
    Evaluate    os.symlink($TEMPDIR, $OUTPUT_DIR + '/shot-files-links/out') if not os.path.lexists($OUTPUT_DIR + '/shot-files-links/out') else None
    ${before} =    Files Around
    FOR    ${path}    IN    ../shot-files-escape.png    shot-files-links/out/shot-files-escape.png
    ...    ${OUTPUT DIR}/shot-files-links/out/shot-files-escape.png
        Run Keyword And Expect Error    invalid_params: argument 'file_path': '${path}' leads out of *
        ...    Screenshot    file_path=${path}
    END
    File Should Not Exist    ${OUTPUT DIR}/../shot-files-escape.png
    File Should Not Exist    ${TEMPDIR}/shot-files-escape.png
    ${after} =    Files Around
    Should Be Equal    ${after}    ${before}
    [Teardown]    Remove Directory    ${OUTPUT DIR}/shot-files-links    recursive=True

File Name That Contradicts The Type Writes Nothing
    ${before} =    Files Around
    Run Keyword And Expect Error    invalid_params: file_path ends in '.jpg' but type is 'png'; pass type='jpeg'*
    ...    Screenshot    file_path=${OUTPUT DIR}/shot-files-wrong.jpg
    Run Keyword And Expect Error    invalid_params: file_path ends in '.png' but type is 'jpeg'; pass type='png'*
    ...    Screenshot    file_path=${OUTPUT DIR}/shot-files-wrong.png    type=jpeg
    ${after} =    Files Around
    Should Be Equal    ${after}    ${before}


*** Keywords ***
Files Around
    [Documentation]    What is in the output directory and the execution directory,
    ...    but for the screenshots run_on_failure takes of each expected failure.
    ${output} =    List Directory    ${OUTPUT DIR}
    ${output} =    Evaluate    [n for n in $output if not (n.startswith('camoufox-screenshot-') and n.endswith('.png'))]
    ${exec} =    List Directory    ${EXECDIR}
    RETURN    ${{ {'output': $output, 'exec': $exec} }}

Image Should Be
    [Documentation]    Checks the file's magic bytes.
    [Arguments]    ${path}    ${type}
    ${head} =    Set Variable    ${{ open($path, 'rb').read(8).hex() }}
    ${magic} =    Set Variable If    $type == 'png'    89504e470d0a1a0a    ffd8ff
    Should Start With    ${head}    ${magic}    ${path} is not a ${type} file
